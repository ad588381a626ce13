import { useEffect } from 'react';
import { isDemoSession } from './qa-session';

/**
 * Watches for the controls a /qa exercise wants pressed from the keyboard (keyboard-use-watcher.ts),
 * in demo mode only: the watcher loads then, so a shop's own pages carry none of it.
 */
export function useKeyboardUseReports(): void {
  useEffect(() => {
    if (!isDemoSession()) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./keyboard-use-watcher')
      .then(({ watchKeyboardUse }) => {
        if (!left) stop = watchKeyboardUse();
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
