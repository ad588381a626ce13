import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, for cart work that starts outside a component: an add waiting for sign-in,
 * the merge at sign-in, the offline recovery. The app's frame binds it when it mounts (the header,
 * present on every page); work that starts earlier — an action restored at start-up — waits for it.
 */
let bound: QueryClient | null = null;
let waiting: ((client: QueryClient) => void)[] = [];

export function bindCartQueryClient(client: QueryClient): void {
  bound = client;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve(client);
}

/** The bound cache now, or null before the frame has mounted. */
export const boundCartQueryClient = (): QueryClient | null => bound;

export function cartQueryClient(): Promise<QueryClient> {
  return bound ? Promise.resolve(bound) : new Promise((resolve) => waiting.push(resolve));
}

export function unbindCartQueryClient(): void {
  bound = null;
  waiting = [];
}
