import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { button } from '../Button/Button.css';
import * as styles from './Link.css';
import { useLinkComponent } from './LinkProvider';

export const linkVariants = ['text', 'plain', 'button', 'buttonSecondary'] as const;

// Links that look like buttons reuse the Button recipe, so both stay in step.
const variantClass: Record<(typeof linkVariants)[number], string> = {
  text: styles.text,
  plain: styles.plain,
  button: button({ variant: 'solid', tone: 'brand', size: 'medium' }),
  buttonSecondary: button({ variant: 'outline', tone: 'brand', size: 'medium' }),
};

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'style' | 'className'
> {
  href: string;
  variant?: (typeof linkVariants)[number];
  /** Every interactive element carries a test id from `testIds`. */
  testId: string;
  /** For @shop/ui's own components that style a link themselves (use with `variant="plain"`). */
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/** Navigation through the app's link component (see `LinkProvider`); a plain `<a href>` by default. */
export function Link({ href, variant = 'text', testId, className, children, ...rest }: LinkProps) {
  const LinkComponent = useLinkComponent();
  // A plain link with the caller's class takes its look from that class alone (no order contest).
  const classes =
    variant === 'plain' && className
      ? className
      : [variantClass[variant], className].filter(Boolean).join(' ');
  return (
    // The component comes from context (stable for the app's lifetime), not created here.
    // eslint-disable-next-line react-hooks/static-components
    <LinkComponent {...rest} href={href} className={classes} data-testid={testId}>
      {children}
    </LinkComponent>
  );
}
