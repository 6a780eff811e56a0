/**
 * Search text compared the way the products call compares its keyword (mocks/README.md):
 * case-, accent- and apostrophe-insensitive, so 'lakme' finds 'Lakmé' and 'mens' finds "Men's".
 * The mock backend folds with this module too, so the app and the server cannot disagree.
 */
function foldChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase();
}

/** Printable ASCII only: nothing to decompose, so folding is lower-casing without apostrophes. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function foldSearchText(text: string): string {
  // The mock backend folds the text of 20,000 products when it starts; nearly all of it is plain
  // ASCII, where the per-character rule below is ~40 times slower and gives the same answer
  // (tests/property/search-text.test.ts holds the two to it).
  if (PLAIN_ASCII.test(text)) return text.replace(/'/g, '').toLowerCase();
  return [...text].map(foldChar).join('');
}

/** The words of a search text, folded; none for a blank text. */
export function searchTerms(text: string): string[] {
  return foldSearchText(text)
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** True when every term occurs in the text (each on its own, anywhere). */
export function matchesAllTerms(text: string, terms: readonly string[]): boolean {
  const folded = foldSearchText(text);
  return terms.every((term) => folded.includes(term));
}

/** True when the text has a word that starts with the term ('Sports Shoes' for 'sh'). */
export function hasWordStartingWith(text: string, term: string): boolean {
  if (term === '') return false;
  const folded = foldSearchText(text);
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(folded.charAt(at - 1))) return true;
  }
  return false;
}

/** A part of a text: `match` when it is where a search term occurs. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text cut into parts, the ones where any of the terms occurs (compared folded) marked, so
 * a suggestion can emphasise what matched; overlapping and adjacent matches make one part.
 */
export function splitByMatches(text: string, terms: readonly string[]): TextPart[] {
  // Where each code unit of the folded text comes from in the original: folding drops some
  // characters (accents, apostrophes) and, rarely, turns one into two.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const foldedChar = foldChar(char);
    folded += foldedChar;
    for (let unit = 0; unit < foldedChar.length; unit += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms.filter((candidate) => candidate !== '')) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      marked.fill(true, starts[at], ends[at + term.length - 1]);
    }
  }
  const parts: TextPart[] = [];
  marked.forEach((match, index) => {
    const last = parts.at(-1);
    if (last?.match === match) last.text += text.charAt(index);
    else parts.push({ text: text.charAt(index), match });
  });
  return parts;
}
