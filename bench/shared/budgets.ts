/**
 * The performance budgets of README "Performance budgets", in one place for every bench that
 * checks one. A bench reports a budget as met or not; none fails on a figure.
 */
export const BUDGETS = {
  /** Initial JavaScript per route, kB (1000 bytes) compressed (gzip -9), until the first screen. */
  initialJsKb: { home: 120, listing: 130, details: 130, cart: 130, profile: 130 },
  /** Lighthouse performance score, mobile preset, median of the runs. */
  lighthouseScore: 0.95,
  /**
   * A first start on a new data folder, and a restart on it: spawn to healthy, and the server's
   * peak resident memory.
   */
  coldStartMs: 2_000,
  coldStartPeakMb: 300,
  /** A class on one machine (bench/classroom-load): the p99 of every kind of call… */
  classroomCallP99Ms: 250,
  /** …but placing an order, whose p99 may reach this. */
  classroomOrderP99Ms: 500,
  /**
   * A million products on PostgreSQL (bench/large-catalogue): listing pages' and header searches'
   * p99, each server's resident memory, and a restart on the filled database. The embedded
   * database at 100,000 products meets them within {@link BUDGETS.largeCatalogueEmbeddedFactor}.
   */
  largeCatalogueListingP99Ms: 20,
  largeCatalogueSearchP99Ms: 50,
  largeCatalogueRssMb: 400,
  largeCatalogueRestartMs: 10_000,
  largeCatalogueEmbeddedFactor: 2,
} as const;

export type BudgetedRoute = keyof typeof BUDGETS.initialJsKb;

export const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');
