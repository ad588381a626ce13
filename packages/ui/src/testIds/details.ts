/** The product details screen (/product/{categoryId}/{productId}): its information tabs (spec §2). */
export const detailsTestIds = {
  tabs: 'details-tabs',
  /** A tab, keyed by its id: `details`, `specifications`, `reviews`, `qa`. */
  tab: (id: string) => `details-tab-${id}`,
  /** The panel a tab shows, keyed the same way. */
  tabpanel: (id: string) => `details-tabpanel-${id}`,
} as const;
