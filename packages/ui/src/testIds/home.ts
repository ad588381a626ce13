export const homeTestIds = {
  screen: 'home-screen',
  categories: 'home-categories',
  categoriesLoading: 'home-categories-loading',
  categoriesFallback: 'home-categories-fallback',
  categoriesRetry: 'home-categories-retry',
  categoryGrid: 'home-category-grid',
  categoryCard: (slug: string) => `home-category-card-${slug}`,
} as const;
