/** The screen of routes whose page is not built yet (and the 404 page). */
export const placeholderTestIds = {
  screen: 'placeholder-screen',
  title: 'placeholder-screen-title',
  description: 'placeholder-screen-description',
  /** The ways forward, so no page is a dead end. */
  homeLink: 'placeholder-screen-home-link',
  productsLink: 'placeholder-screen-products-link',
} as const;
