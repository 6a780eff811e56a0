import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../src/lib/search-text';

/**
 * Folding takes a shortcut for plain ASCII text (nearly all of the catalogue) and the Unicode
 * rule, one character at a time, for the rest. These properties hold the two to one answer.
 */
const RUNS = 1000;

/** Printable ASCII, apostrophes and capitals made likely: what the shortcut handles. */
const plainAscii = fc.string({
  unit: fc.oneof(
    fc.constantFrom("'", 'A', 'Z', 'a', 'z', ' ', '0', '~'),
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  ),
});

/** Any text: accents, curly apostrophes, other scripts, emoji, controls. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('é', 'É', '’', 'ñ', 'İ', 'ß', 'क़', '👕', '\t', '\n'),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
    fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  ),
});

/** The rule for one ASCII character, written out: capitals to small letters, apostrophes gone. */
function foldAsciiChar(char: string): string {
  if (char === "'") return '';
  const code = char.charCodeAt(0);
  return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
}

describe('search text folding (property)', () => {
  it('folds plain ASCII by lower-casing capitals and dropping apostrophes, nothing else', () => {
    fc.assert(
      fc.property(plainAscii, (text) => {
        expect(foldSearchText(text)).toBe([...text].map(foldAsciiChar).join(''));
      }),
      { numRuns: RUNS },
    );
  });

  it('gives plain ASCII the same fold inside text that needs the Unicode rule', () => {
    fc.assert(
      fc.property(plainAscii, plainAscii, (before, after) => {
        expect(foldSearchText(`${before}É${after}`)).toBe(
          `${foldSearchText(before)}e${foldSearchText(after)}`,
        );
        expect(foldSearchText(`${before}’${after}`)).toBe(
          `${foldSearchText(before)}${foldSearchText(after)}`,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('folds a text as the folds of its parts, whichever way each part is folded', () => {
    fc.assert(
      fc.property(anyText, anyText, (first, second) => {
        expect(foldSearchText(first + second)).toBe(foldSearchText(first) + foldSearchText(second));
      }),
      { numRuns: RUNS },
    );
  });

  it('folds accents, case and both apostrophes in any text', () => {
    expect(foldSearchText('Lakmé')).toBe('lakme');
    expect(foldSearchText("MEN'S")).toBe('mens');
    expect(foldSearchText('Levi’s CAFÉ\tÑandú')).toBe('levis cafe\tnandu');
  });
});
