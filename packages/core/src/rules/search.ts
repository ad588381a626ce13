/**
 * Header search terms: the words of a query, letters (with their marks) and digits of any script only. The server
 * turns each into a tsquery prefix (`term:*`), so nothing a shopper types can become tsquery
 * syntax (`& | ! ( ) : * ' \`); the mocks match the same words against the same fields.
 */

/** More words than this add nothing to a suggestion list and only cost query time. */
export const SEARCH_MAX_TERMS = 8;

/* Marks (\p{M}) belong to their letter: Devanagari vowel signs and combining accents. */
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** Lower-case words of `text`, split at anything that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}

/** The distinct words of a query, at most {@link SEARCH_MAX_TERMS}; empty when it has none. */
export function searchTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, SEARCH_MAX_TERMS);
}

/** True when every term starts some word of `text` (the rule both the database and mocks apply). */
export function matchesEveryTerm(terms: readonly string[], text: string): boolean {
  const words = searchWords(text);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}
