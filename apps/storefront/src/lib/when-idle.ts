/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), for
 * work that only prepares the next step. Where there is no idle callback (Safari), after a timer.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  } else {
    setTimeout(task, 1);
  }
}
