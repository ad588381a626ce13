export const headerTestIds = {
  root: 'header',
  logo: 'header-logo',
  searchForm: 'header-search-form',
  searchCategory: 'header-search-category',
  searchInput: 'header-search-input',
  searchSubmit: 'header-search-submit',
  suggestions: 'header-search-suggestions',
  /** Suggestions are plain strings: identified by position (0-based). */
  suggestion: (index: number) => `header-search-suggestion-${index}`,
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
