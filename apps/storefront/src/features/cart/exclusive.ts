/**
 * Runs `work` while holding a Web Lock named `name`, so two tabs of the shop never do it at once
 * (the merge at sign-in, the offline recovery); where the browser has no `navigator.locks`, it
 * simply runs (one tab's own runs are already one at a time).
 */
export function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, work) : work();
}
