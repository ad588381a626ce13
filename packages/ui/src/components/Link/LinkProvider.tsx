import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * What a link component receives: an anchor's attributes with a required `href`, plus the test id.
 * The app's adaptor (e.g. over react-router's `Link`) must pass `onClick` on and respect
 * `event.defaultPrevented`, so that callers such as the header's Profile link can intercept it.
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'style'> {
  href: string;
  'data-testid'?: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, so stories and static pages navigate the ordinary way. */
export function DefaultLinkComponent(props: LinkComponentProps) {
  const { children, ...rest } = props;
  return <a {...rest}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(DefaultLinkComponent);

export interface LinkProviderProps {
  /** Renders every `Link` of @shop/ui (the storefront passes a react-router adaptor). */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/** Lets the app decide how @shop/ui's links navigate (Braid's `BraidProvider linkComponent`). */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext value={linkComponent}>{children}</LinkComponentContext>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
