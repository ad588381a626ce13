export const homeTestIds = {
  screen: 'home-screen',
  categories: 'home-categories',
  categoriesLoading: 'home-categories-loading',
  categoriesFallback: 'home-categories-fallback',
  categoriesRetry: 'home-categories-retry',
  categoryGrid: 'home-category-grid',
  categoryCard: (slug: string) => `home-category-card-${slug}`,

  // Hero slider (slides and dots numbered from 1, as people count them)
  hero: 'home-hero',
  heroPrev: 'home-hero-prev',
  heroNext: 'home-hero-next',
  heroDot: (n: number) => `home-hero-dot-${n}`,
  heroSlide: (n: number) => `home-hero-slide-${n}`,
  heroSlideLink: (n: number) => `home-hero-slide-${n}-link`,

  // Static sections
  spotlights: 'home-spotlights',
  spotlightCard: (key: string) => `home-spotlight-card-${key}`,
  curated: 'home-curated',
  curatedCard: (key: string) => `home-curated-card-${key}`,
  why: 'home-why',
  whyPoint: (key: string) => `home-why-point-${key}`,

  // Deals of the day
  deals: 'home-deals',
  dealsLoading: 'home-deals-loading',
  dealsFallback: 'home-deals-fallback',
  dealsRetry: 'home-deals-retry',
  dealCard: (id: number | string) => `home-deal-card-${id}`,
  dealFallbackCard: (id: string) => `home-deal-fallback-card-${id}`,

  // Fresh picks for you
  freshPicks: 'home-fresh-picks',
  freshPicksLoading: 'home-fresh-picks-loading',
  freshPicksFallback: 'home-fresh-picks-fallback',
  freshPicksRetry: 'home-fresh-picks-retry',
  freshPickCard: (id: number | string) => `home-fresh-pick-card-${id}`,
  freshPickViewDetails: (id: number | string) => `home-fresh-pick-view-details-${id}`,
  freshPickFallbackCard: (id: string) => `home-fresh-pick-fallback-card-${id}`,

  // Footer call to action
  footerCta: 'home-footer-cta',
  footerCtaSignIn: 'home-footer-cta-sign-in',
  footerCtaSignOut: 'home-footer-cta-sign-out',
  footerCtaStartExploring: 'home-footer-cta-start-exploring',
} as const;
