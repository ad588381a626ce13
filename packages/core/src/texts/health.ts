/**
 * The health page (§2, §8).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** Health page (§2, §8). */
export const healthMessages = {
  title: 'System Health Status',
  /** The server's reply when the database answers (our text: the spec shows none). */
  healthy: 'Database connection is healthy',
  failed: 'Health check failed',
} as const;
