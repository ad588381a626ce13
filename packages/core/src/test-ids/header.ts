export const headerTestIds = {
  root: 'header',
  logo: 'header-logo',
  searchForm: 'header-search-form',
  searchCategory: 'header-search-category',
  searchInput: 'header-search-input',
  searchSubmit: 'header-search-submit',
  suggestions: 'header-search-suggestions',
  /**
   * Each option of the suggestions list, by position (0-based: products first, then categories).
   * Published, so it stays on the option itself; the row's stable, keyed id is on the link inside it
   * (`suggestionProduct` / `suggestionCategory`): an element carries only one test id.
   */
  suggestion: (index: number) => `header-search-suggestion-${index}`,
  /** The link inside a product option, by product id (stable while the order changes). */
  suggestionProduct: (productId: number) => `header-search-suggestion-product-${productId}`,
  /** The link inside a category option, by category id. */
  suggestionCategory: (categoryId: number) => `header-search-suggestion-category-${categoryId}`,
  /** The list of options (role listbox) inside the suggestions panel. */
  suggestionsList: 'header-search-suggestions-list',
  /** A group's heading: `products` or `categories`. */
  suggestionsHeading: (group: 'products' | 'categories') => `header-search-suggestions-heading-${group}`,
  suggestionsLoading: 'header-search-suggestions-loading',
  suggestionsEmpty: 'header-search-suggestions-empty',
  suggestionsError: 'header-search-suggestions-error',
  compareLink: 'header-compare-link',
  cartLink: 'header-cart-link',
  cartCount: 'header-cart-count',
  profileLink: 'header-profile-link',
  userName: 'header-user-name',
  signInLink: 'header-sign-in-link',
  signOutButton: 'header-sign-out-button',
  chips: 'header-chips',
  /** Keyed by the chip's key (`mobiles`, `television` …), not its slug: two chips share one. */
  chip: (key: string) => `header-chip-${key}`,
} as const;
