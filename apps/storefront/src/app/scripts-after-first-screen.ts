import { BOOT_FILES_ELEMENT_ID, FIRST_SCREEN_SCRIPTS_WAIT_MS } from '@shop/core';
import { takePageDataBlock } from '../lib/page-data-block';

/*
 * A server-rendered page is seen before its scripts run; so that a phone's slow link and busy main
 * thread serve the screen first, its scripts are asked for only once the screen is drawn. The page
 * lists them instead of preloading them (the API's shop-page-renderer.ts); this asks for them.
 */

/** The page's load (stylesheet and lead images), or FIRST_SCREEN_SCRIPTS_WAIT_MS, whichever comes first. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, FIRST_SCREEN_SCRIPTS_WAIT_MS);
  });
}

/**
 * After the browser's next rendering of the page. An intersection observer reports right after
 * a frame is drawn; an animation frame would not do, as a test's fake clock (Playwright's) holds
 * those, and the page would never become live. A hidden page (a background tab, a minimised
 * window) draws no frame, and is not kept waiting for one.
 */
function nextFrameDrawn(element: Element): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

/** Resolves once the server's first screen in `container` is loaded and drawn. */
export async function firstScreenDrawn(container: HTMLElement): Promise<void> {
  await pageLoaded();
  await nextFrameDrawn(container);
}

/** Asks, all at once, for the script files the page lists (none when it lists none). */
export function preloadListedScripts(): void {
  const files = takePageDataBlock(BOOT_FILES_ELEMENT_ID);
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
