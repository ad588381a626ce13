/**
 * The listing's counts (§2).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/** '12 product(s) found': the listing's count (§2), worded exactly as the spec gives it. */
export function productsFoundText(found: number): string {
  return `${found} product(s) found`;
}

/** '(filtered from 90 total)' — shown after the found count only when filters narrow the list (§2). */
export function filteredFromText(total: number): string {
  return `(filtered from ${total} total)`;
}
