/** The page frame around every route: skip link, main region, footer. */
export const layoutTestIds = {
  skipLink: 'layout-skip-link',
  main: 'layout-main',
  footer: 'layout-footer',
  footerHealthLink: 'layout-footer-health-link',
} as const;
