import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createScrollMemory, type ScrollPort } from './scroll-restoration';

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const browserPort = (): ScrollPort => ({
  scrollY: () => window.scrollY,
  scrollTo: (y) => {
    window.scrollTo(0, y);
  },
  scrollToElement: (id) => {
    const element = document.getElementById(id);
    element?.scrollIntoView();
    return element !== null;
  },
  storage: sessionStorageOrNone(),
});

/**
 * Places the page after each navigation (scroll-restoration.ts). Rendered with the route's screen,
 * so it runs once the screen is on the page.
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const kind = useNavigationType();
  const [memory] = useState(() => createScrollMemory(browserPort()));

  useEffect(() => {
    const { history } = window;
    // The browser's own restoration would jump before the next screen is rendered.
    history.scrollRestoration = 'manual';
    const onScroll = () => memory.record();
    const onPageHide = () => {
      memory.persist();
      // Back to the browser's while away (its back-forward cache keeps the page as it was).
      history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      history.scrollRestoration = 'auto';
    };
  }, [memory]);

  useLayoutEffect(() => {
    memory.arrive(location, kind);
  }, [memory, location, kind]);

  return null;
}
