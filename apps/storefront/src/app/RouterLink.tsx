import type { LinkComponentProps } from '@shop/ui';
import { Link } from 'react-router-dom';

/** Paths the server answers itself (API, docs, images): a full page load, not a client route. */
const SERVER_PATHS = /^(?:[a-z]+:|\/\/|\/api\/|\/images\/|\/auth\/|\/mailbox)/i;

/**
 * @shop/ui's links through react-router. Router's Link calls `onClick` first and skips navigating
 * when the handler prevented the default (how the header intercepts Profile).
 */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  if (SERVER_PATHS.test(href)) {
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
