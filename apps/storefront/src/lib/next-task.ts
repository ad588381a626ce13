/**
 * Resolves in a later task of the main thread, so what follows does not lengthen the current one
 * (on a phone, one long task is a page that ignores a tap). A message rather than a timer: a test's
 * fake clock (Playwright's, Vitest's) holds timers, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
