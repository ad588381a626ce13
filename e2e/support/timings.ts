/**
 * How long a screen may take to show the text of a failed read: the storefront retries a 5xx or a
 * dropped connection once, after React Query's 1 s (apps/storefront/src/app/query-client.ts), so
 * the text comes a retry after the failure — beyond the config's 10 s on a loaded CI machine.
 */
export const FAILED_READ_MS = 15_000;
