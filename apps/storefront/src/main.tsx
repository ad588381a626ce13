import { SERVER_RENDERED_ATTRIBUTE } from '@shop/core';
import { firstScreenDrawn, preloadListedScripts } from './app/scripts-after-first-screen';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);

/**
 * The shop's code runs in stages, each in a task of its own: zod, then the contract, then React,
 * then the router and the query cache, then the shop's own code with the stores, then the first
 * render. As one module graph it was one task of 250–400 ms on a phone (Lighthouse's 4× slowdown),
 * during which a tap waited; in three stages each still took 100–160 ms. The page's HTML preloads
 * every stage's files (vite.config.ts, bootStagePreloads), so they download at once, as before;
 * only their running is spread out.
 */
async function boot(container: HTMLElement): Promise<void> {
  // A screen from the server is drawn before any script but this one is asked for.
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) await firstScreenDrawn(container);
  preloadListedScripts();
  // First: zod must know it may not use eval before any module builds a schema.
  await import('./app/zod-jitless');
  await nextTask();
  const { routePatterns } = await import('./app/boot-contract');
  // The checkout's card frame is a page of its own: the form and nothing of the shop (no header,
  // no session, no cart sync), so it is started before any of that and instead of it.
  if (window.location.pathname === routePatterns.cardFrame) {
    const { startCardFrame } = await import('./features/payments/card-frame/start-card-frame');
    startCardFrame(container);
    return;
  }
  await nextTask();
  await import('./app/boot-react');
  await nextTask();
  await import('./app/boot-libraries');
  await nextTask();
  const { startShop } = await import('./app/start-shop');
  await startShop(container);
}
