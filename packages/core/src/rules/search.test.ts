import { describe, expect, it } from 'vitest';
import { matchesEveryTerm, SEARCH_MAX_TERMS, searchTerms } from './search';

describe('searchTerms', () => {
  it('lower-cases and splits at anything but letters and digits', () => {
    expect(searchTerms('  Samsung   Galaxy-S24 ')).toEqual(['samsung', 'galaxy', 's24']);
  });

  it('drops every tsquery metacharacter, leaving no term for a query made only of them', () => {
    expect(searchTerms("&|!():*'\\")).toEqual([]);
    expect(searchTerms("sams:* & !(tv)'")).toEqual(['sams', 'tv']);
  });

  it('keeps letters of other scripts and removes repeated words', () => {
    expect(searchTerms('Lakmé lakmé कुर्ता')).toEqual(['lakmé', 'कुर्ता']);
  });

  it(`keeps at most ${SEARCH_MAX_TERMS} words`, () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_TERMS);
  });
});

describe('matchesEveryTerm', () => {
  it('needs every term to start some word', () => {
    expect(matchesEveryTerm(['sams', 'gal'], 'Samsung Galaxy S24')).toBe(true);
    expect(matchesEveryTerm(['sams', 'ipad'], 'Samsung Galaxy S24')).toBe(false);
    expect(matchesEveryTerm(['sung'], 'Samsung Galaxy S24')).toBe(false);
  });
});
