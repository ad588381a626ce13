/**
 * The header's search suggestions.
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** The header's search suggestions (ours: §2 names only 'a suggestions area'). */
export const headerSearchMessages = {
  loading: 'Searching products…',
  productsHeading: 'Products',
  categoriesHeading: 'Categories',
  /** The list's accessible name. */
  suggestionsLabel: 'Search suggestions',
} as const;

/** 'No products match “sams”': the typed words, trimmed, in curly quotes. */
export function noSearchMatchesText(query: string): string {
  return `No products match “${query.trim()}”`;
}
