/** The page frame around every route: skip link, main region, footer. */
export const layoutTestIds = {
  skipLink: 'layout-skip-link',
  main: 'layout-main',
  footer: 'layout-footer',
  footerHealthLink: 'layout-footer-health-link',
  /** The notice in place of a route's screen whose code failed to load (parts: -message, -action). */
  routeError: 'layout-route-error',
} as const;
