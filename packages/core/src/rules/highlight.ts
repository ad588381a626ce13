/**
 * Which parts of a suggestion to mark as matching what was typed: the same word-start rule as
 * `rules/search.ts` (each term prefixes a word), so what is highlighted is what made the row match.
 * Case- and accent-insensitive: 'lakme' marks 'Lakmé', 'SAMS' marks 'Samsung'.
 */
import { searchTerms } from './search';

export interface HighlightSegment {
  readonly text: string;
  readonly match: boolean;
}

/* The same word characters as `searchWords`: letters with their marks, and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/* Latin combining accents only: the marks of other scripts (Devanagari vowel signs) are letters' own. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const MARK = /^\p{M}$/u;

/** Lower case without Latin accents, the form both sides are compared in. */
function fold(text: string): string {
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').toLowerCase();
}

/**
 * How many UTF-16 units of `word` the term covers when it prefixes the word (0 when it does not),
 * extended over marks that follow so a highlight never splits a letter from its accent.
 */
function prefixLength(word: string, term: string): number {
  if (!fold(word).startsWith(term)) return 0;
  const points = [...word];
  let length = 0;
  let count = 0;
  while (count < points.length && fold(points.slice(0, count).join('')).length < term.length) {
    length += points[count]!.length;
    count += 1;
  }
  while (count < points.length && MARK.test(points[count]!)) {
    length += points[count]!.length;
    count += 1;
  }
  return length;
}

/**
 * `text` cut into runs that match the query and runs that do not, in order, joining back to
 * `text`. A word started by several terms gets the longest one; a query without terms marks nothing.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  if (text === '') return [];
  const terms = searchTerms(query).map(fold);
  const segments: HighlightSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (part === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) segments[segments.length - 1] = { text: last.text + part, match };
    else segments.push({ text: part, match });
  };

  let cursor = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    const start = found.index;
    const covered = Math.max(0, ...terms.map((term) => prefixLength(word, term)));
    if (covered === 0) continue;
    push(text.slice(cursor, start), false);
    push(text.slice(start, start + covered), true);
    cursor = start + covered;
  }
  push(text.slice(cursor), false);
  return segments;
}
