import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';
import { matchesEveryTerm, searchTerms } from './search';

/** The segments as a string with the matches in brackets, easy to read in a failure. */
const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the typed prefix of a word, whatever its case', () => {
    expect(highlightSegments('Samsung Galaxy S24', 'sams')).toEqual([
      { text: 'Sams', match: true },
      { text: 'ung Galaxy S24', match: false },
    ]);
    expect(marked('Samsung Galaxy S24', 'SAMS')).toBe('[Sams]ung Galaxy S24');
  });

  it('marks every term, each where it starts a word', () => {
    expect(marked('Samsung Galaxy S24 Ultra', 'gal sams')).toBe('[Sams]ung [Gal]axy S24 Ultra');
    expect(marked('Galaxy Tab Galaxy Buds', 'gal')).toBe('[Gal]axy Tab [Gal]axy Buds');
  });

  it('marks nothing inside a word: only word starts match, as in the search', () => {
    expect(marked('Samsung', 'sung')).toBe('Samsung');
    expect(matchesEveryTerm(searchTerms('sung'), 'Samsung')).toBe(false);
  });

  it('ignores accents both ways and keeps an accent with its letter', () => {
    expect(marked('Lakmé Kajal', 'lakme')).toBe('[Lakmé] Kajal');
    expect(marked('Lakme Kajal', 'lakmé')).toBe('[Lakme] Kajal');
    // A decomposed é (e + combining acute) stays whole.
    expect(marked('Lakme\u0301 Kajal', 'lakme')).toBe('[Lakme\u0301] Kajal');
  });

  it('keeps the marks of other scripts as part of their word', () => {
    expect(marked('सूती कुर्ता', 'कुर्')).toBe('सूती [कुर्]ता');
  });

  it('takes the longest of several terms starting one word', () => {
    expect(marked('Samsung', 's samsu')).toBe('[Samsu]ng');
  });

  it('matches digits and words after punctuation', () => {
    expect(marked('USB-C Cable (2m)', 'c 2')).toBe('USB-[C] [C]able ([2]m)');
  });

  it('joins back to the text it was given', () => {
    const text = '  Apple iPhone 15 Pro — 256 GB ';
    expect(
      highlightSegments(text, 'iph 25')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('marks nothing for a query without terms, and returns nothing for no text', () => {
    expect(highlightSegments('Samsung', '  &* ')).toEqual([{ text: 'Samsung', match: false }]);
    expect(highlightSegments('', 'sams')).toEqual([]);
  });
});
