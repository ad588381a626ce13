import type { Page } from '@playwright/test';

/** The moment every story sees as "now" (Date only; timers keep running). */
export const FIXED_TIME = new Date('2026-01-15T10:00:00+05:30');

/**
 * Runs in the page before any of its scripts, as plain JavaScript text (a compiled function would
 * carry the TypeScript runner's helpers into the page):
 * - Math.random becomes a seeded generator, so shuffles and random ids repeat run after run
 *   (`__visualReseed`, called by the preview's beforeEach, starts it again for every story);
 * - a style sheet removes animations, transitions, smooth scrolling and the text caret;
 * - a counter of DOM mutations lets the test wait until the page stops changing;
 * - the preview channel's error events are recorded: a failed play function still ends in the
 *   'finished' phase (after a brief 'errored'), and its half-played page must not be compared.
 */
const stabilizeScript = `
(() => {
  let seed = 0x5eed1234;
  window.__visualReseed = () => { seed = 0x5eed1234; };
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const style = document.createElement('style');
  style.setAttribute('data-visual-tests', '');
  style.textContent = \`*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }\`;
  const attach = () => {
    const parent = document.head ?? document.documentElement;
    if (!parent) return false;
    parent.appendChild(style);
    return true;
  };

  window.__visualErrors = [];
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        value.on(event, (error) =>
          window.__visualErrors.push(event + ': ' + (error?.message ?? error?.description ?? error?.title ?? '')),
        );
      }
      value.on('unhandledErrorsWhilePlaying', (errors) => {
        // The browser's background check for a newer mock service worker is no error of the story.
        const own = errors.filter((error) => !String(error?.message).includes('Failed to update a ServiceWorker'));
        if (own.length > 0) {
          window.__visualErrors.push('unhandled errors while playing: ' + JSON.stringify(own).slice(0, 500));
        }
      });
    },
  });

  window.__visualMutations = 0;
  const count = () => { window.__visualMutations += 1; };
  const watch = () => {
    new MutationObserver(count).observe(document, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
  };
  if (attach()) watch();
  else {
    const early = new MutationObserver(() => {
      if (attach()) { early.disconnect(); watch(); }
    });
    early.observe(document, { childList: true, subtree: true });
  }
})();
`;

export async function stabilizePage(page: Page): Promise<void> {
  await page.addInitScript({ content: stabilizeScript });
}
