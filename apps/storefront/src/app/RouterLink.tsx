import { isServerOwnedPath } from '@shop/core';
import type { LinkComponentProps } from '@shop/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLinkIntent } from './link-intent';

/** Another origin or scheme (`https:`, `mailto:`, `//host`): never a client route. */
const OTHER_ORIGIN = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * @shop/ui's links through react-router. Paths the server answers itself (API, docs, images,
 * mailbox, the auth service) get a full page load. Router's Link calls `onClick` first and skips
 * navigating when the handler prevented the default (how the header intercepts Profile); a link
 * followed starts its route's code and data at once (link-intent.ts).
 */
export function RouterLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  const startRoute = useLinkIntent();
  if (OTHER_ORIGIN.test(href) || isServerOwnedPath(href)) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Only a click the router will follow itself (not a new tab, not one a handler took over).
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const sameTab = rest.target === undefined || rest.target === '_self';
    if (!event.defaultPrevented && plain && sameTab) startRoute(href);
  };
  return (
    <Link to={href} onClick={follow} {...rest}>
      {children}
    </Link>
  );
}
