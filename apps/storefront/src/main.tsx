// First: zod must know it may not use eval before any module builds a schema.
import './app/zod-jitless';
import { routePatterns } from '@shop/core';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The checkout's card frame is a page of its own: the form and nothing of the shop (no header,
// no session, no cart sync), so it is started before any of that and instead of it.
if (window.location.pathname === routePatterns.cardFrame) {
  void import('./features/payments/card-frame/start-card-frame').then(({ startCardFrame }) =>
    startCardFrame(container),
  );
} else {
  void bootShop(container);
}

/**
 * The shop's code runs in stages, each in a task of its own: this module with the contract, then
 * React and the libraries, then the shop's own code with the stores, then the first render. As one
 * module graph it was one task of 250–400 ms on a phone (Lighthouse's 4× slowdown), during which a
 * tap waited. The page's HTML preloads every stage's files (vite.config.ts, bootStagePreloads), so
 * they download at once, as before; only their running is spread out.
 */
async function bootShop(container: HTMLElement): Promise<void> {
  await nextTask();
  await import('./app/boot-libraries');
  await nextTask();
  const { startShop } = await import('./app/start-shop');
  await startShop(container);
}
