import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  hasWordStartingWith,
  matchesAllTerms,
  searchTerms,
  splitByMatches,
} from '../../src/lib/search-text';

describe('search text', () => {
  it('folds case, accents and apostrophes the way the products call does', () => {
    expect(foldSearchText("Lakmé Men's KURTA")).toBe('lakme mens kurta');
    expect(foldSearchText('Levi’s')).toBe('levis');
    expect(searchTerms('  Samsung   TV ')).toEqual(['samsung', 'tv']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('matches when every term occurs, anywhere', () => {
    expect(matchesAllTerms("Men's Footwear", ['mens', 'foot'])).toBe(true);
    expect(matchesAllTerms('Lakmé', ['lakme'])).toBe(true);
    expect(matchesAllTerms("Men's Footwear", ['mens', 'shoes'])).toBe(false);
  });

  it('tells a word that starts with the term from a match inside a word', () => {
    expect(hasWordStartingWith('Sports Shoes', 'sh')).toBe(true);
    expect(hasWordStartingWith('Fashion', 'sh')).toBe(false);
    expect(hasWordStartingWith('Fashion Shows', 'sh')).toBe(true);
    expect(hasWordStartingWith("Women's Footwear", 'wo')).toBe(true);
  });

  it('marks where each term occurs, in the original spelling', () => {
    expect(splitByMatches('Samsung Galaxy S23', ['sa'])).toEqual([
      { text: 'Sa', match: true },
      { text: 'msung Galaxy S23', match: false },
    ]);
    expect(splitByMatches('Lakmé 9to5 Primer', ['lakme'])).toEqual([
      { text: 'Lakmé', match: true },
      { text: ' 9to5 Primer', match: false },
    ]);
    expect(splitByMatches("Men's Shoes", ['mens', 'sho'])).toEqual([
      { text: "Men's", match: true },
      { text: ' ', match: false },
      { text: 'Sho', match: true },
      { text: 'es', match: false },
    ]);
    expect(splitByMatches('banana', ['an', 'na'])).toEqual([
      { text: 'b', match: false },
      { text: 'anana', match: true },
    ]);
    expect(splitByMatches('Kurta 👕 set', ['set'])).toEqual([
      { text: 'Kurta 👕 ', match: false },
      { text: 'set', match: true },
    ]);
    expect(splitByMatches('Puma', ['zz', ''])).toEqual([{ text: 'Puma', match: false }]);
  });
});
