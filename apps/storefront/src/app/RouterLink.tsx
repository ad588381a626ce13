import { isServerOwnedPath } from '@shop/core';
import type { LinkComponentProps } from '@shop/ui';
import { Link } from 'react-router-dom';

/** Another origin or scheme (`https:`, `mailto:`, `//host`): never a client route. */
const OTHER_ORIGIN = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * @shop/ui's links through react-router. Paths the server answers itself (API, docs, images,
 * mailbox, the auth service) get a full page load. Router's Link calls `onClick` first and skips
 * navigating when the handler prevented the default (how the header intercepts Profile).
 */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  if (OTHER_ORIGIN.test(href) || isServerOwnedPath(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
