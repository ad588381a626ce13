/**
 * How the API client's calls are sent: the browser's fetch, looked up at call time (so a test may
 * replace it), or, for a render on the server (src/server-render/), that request's own way to the
 * API, which the server entry puts in place once.
 */
let transport: typeof fetch = (...args) => globalThis.fetch(...args);

export function sendCallsThrough(next: typeof fetch): void {
  transport = next;
}

export const send: typeof fetch = (...args) => transport(...args);
