import { isDemoSession } from './qa-session';

/**
 * Watches for the controls a /qa exercise wants pressed from the keyboard (keyboard-use-watcher.ts),
 * in demo mode only: the watcher loads then, so a shop's own pages carry none of it. Started once
 * per page load by start-shop.tsx (a hook in the layout cost every first screen its effect's code).
 */
export function startKeyboardUseReports(): void {
  if (!isDemoSession()) return;
  import('./keyboard-use-watcher')
    .then(({ watchKeyboardUse }) => void watchKeyboardUse())
    .catch(() => undefined);
}
