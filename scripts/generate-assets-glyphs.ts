/**
 * The illustrations of mocks/seed/glyphs.ts drawn as SVG, in a palette's colours, and placed at a
 * size and position in a picture.
 */
import type { Glyph } from '../mocks/seed/glyphs';
import type { Palette } from './generate-assets-svg';

/** Each glyph is drawn in a 100 x 100 box. */
function drawGlyph(glyph: Glyph, p: Palette): string {
  const { main: c, dark: d, light: l } = p;
  switch (glyph) {
    case 'phone':
      return `<rect x="30" y="8" width="40" height="84" rx="7" fill="${d}"/><rect x="34" y="16" width="32" height="62" rx="2" fill="${l}"/><circle cx="50" cy="85" r="3" fill="${l}"/>`;
    case 'feature-phone': {
      const keys = [0, 1, 2, 3]
        .flatMap((row) =>
          [0, 1, 2].map(
            (col) =>
              `<rect x="${37 + col * 9}" y="${46 + row * 10}" width="7" height="7" rx="2" fill="${l}"/>`,
          ),
        )
        .join('');
      return `<rect x="32" y="6" width="36" height="88" rx="8" fill="${d}"/><rect x="37" y="13" width="26" height="26" rx="2" fill="${l}"/>${keys}`;
    }
    case 'phone-case':
      return `<rect x="28" y="6" width="44" height="88" rx="10" fill="${c}"/><rect x="34" y="12" width="18" height="22" rx="5" fill="${d}"/><circle cx="40" cy="19" r="3" fill="${l}"/><circle cx="46" cy="27" r="3" fill="${l}"/>`;
    case 'power-bank':
      return `<rect x="24" y="14" width="52" height="74" rx="8" fill="${c}"/><rect x="42" y="8" width="16" height="8" rx="2" fill="${d}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${38 + i * 8}" cy="76" r="2.5" fill="${i < 3 ? l : d}"/>`).join('')}<path d="M52 30 42 50h8l-2 16 10-22h-8z" fill="${l}"/>`;
    case 'laptop':
      return `<rect x="18" y="18" width="64" height="46" rx="3" fill="${d}"/><rect x="22" y="22" width="56" height="38" fill="${l}"/><path d="M8 66h84l-6 12H14z" fill="${c}"/>`;
    case 'tablet':
      return `<rect x="20" y="10" width="60" height="80" rx="7" fill="${d}"/><rect x="25" y="16" width="50" height="66" rx="2" fill="${l}"/>`;
    case 'tv':
      return `<rect x="6" y="16" width="88" height="56" rx="3" fill="${d}"/><rect x="10" y="20" width="80" height="48" fill="${l}"/><rect x="44" y="72" width="12" height="8" fill="${c}"/><rect x="30" y="80" width="40" height="4" rx="2" fill="${c}"/>`;
    case 'camera':
      return `<rect x="34" y="20" width="28" height="14" rx="3" fill="${d}"/><rect x="8" y="30" width="84" height="54" rx="8" fill="${d}"/><circle cx="50" cy="57" r="20" fill="${l}"/><circle cx="50" cy="57" r="11" fill="${c}"/><rect x="74" y="36" width="10" height="6" rx="2" fill="${l}"/>`;
    case 'headphones':
      return `<path d="M22 60V48a28 28 0 0 1 56 0v12" fill="none" stroke="${d}" stroke-width="7"/><rect x="12" y="54" width="18" height="30" rx="7" fill="${c}"/><rect x="70" y="54" width="18" height="30" rx="7" fill="${c}"/>`;
    case 'speaker':
      return `<rect x="26" y="8" width="48" height="84" rx="9" fill="${d}"/><circle cx="50" cy="30" r="10" fill="${l}"/><circle cx="50" cy="64" r="17" fill="${l}"/><circle cx="50" cy="64" r="7" fill="${c}"/>`;
    case 'smartwatch':
      return `<rect x="38" y="4" width="24" height="92" rx="6" fill="${c}"/><rect x="28" y="26" width="44" height="48" rx="11" fill="${d}"/><rect x="33" y="31" width="34" height="38" rx="7" fill="${l}"/><path d="M38 52h6l3-8 5 14 3-6h7" fill="none" stroke="${c}" stroke-width="2.5"/>`;
    case 'shirt':
      return `<path d="M35 12 20 20 8 40l14 8 6-8v50h44V40l6 8 14-8-12-20-15-8q-15 12-30 0z" fill="${c}"/><path d="M35 12l15 14 15-14" fill="none" stroke="${d}" stroke-width="3"/>${[40, 54, 68].map((y) => `<circle cx="50" cy="${y}" r="2.5" fill="${l}"/>`).join('')}`;
    case 'kurta':
      return `<path d="M38 8 24 16 14 46l10 3 6-14-4 57h48l-4-57 6 14 10-3-10-30-14-8q-12 10-24 0z" fill="${c}"/><path d="M50 16v22" stroke="${d}" stroke-width="3"/>${[30, 44, 58, 72].map((x) => `<circle cx="${x}" cy="84" r="2.5" fill="${l}"/>`).join('')}`;
    case 'shoe':
      return `<path d="M10 70c0-14 4-24 10-28l10 2c6 6 16 8 22 6l8 2c12 4 26 8 30 16v10H10z" fill="${c}"/><rect x="10" y="76" width="80" height="7" rx="3" fill="${d}"/><path d="M30 50l6-6m2 8 6-6m2 8 5-5" stroke="${l}" stroke-width="3"/>`;
    case 'formal-shoe':
      return `<path d="M12 72c0-12 6-20 14-20 10 2 18 4 28 4 16 0 32 6 36 14v6H12z" fill="${d}"/><rect x="12" y="76" width="78" height="5" rx="2" fill="${c}"/><rect x="14" y="76" width="14" height="10" fill="${c}"/>`;
    case 'heel':
      return `<path d="M14 60c14-2 30 2 44 12l26 2c4 0 6 4 2 6H40c-10-8-18-10-20-6v14h-6z" fill="${c}"/><path d="M14 60c10 0 20 4 26 10" fill="none" stroke="${d}" stroke-width="3"/>`;
    case 'watch':
      return `<rect x="40" y="4" width="20" height="92" rx="4" fill="${d}"/><circle cx="50" cy="50" r="24" fill="${c}"/><circle cx="50" cy="50" r="19" fill="${l}"/><path d="M50 50V36M50 50l9 6" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`;
    case 'bag':
      return `<path d="M38 26v-8a12 12 0 0 1 24 0v8" fill="none" stroke="${d}" stroke-width="5"/><rect x="22" y="24" width="56" height="68" rx="13" fill="${c}"/><rect x="31" y="56" width="38" height="26" rx="6" fill="${d}"/><rect x="44" y="62" width="12" height="4" rx="2" fill="${l}"/>`;
    case 'sofa':
      return `<rect x="14" y="28" width="72" height="30" rx="7" fill="${c}"/><rect x="10" y="52" width="80" height="22" rx="5" fill="${d}"/><rect x="4" y="44" width="16" height="32" rx="6" fill="${c}"/><rect x="80" y="44" width="16" height="32" rx="6" fill="${c}"/><rect x="14" y="76" width="6" height="10" fill="${d}"/><rect x="80" y="76" width="6" height="10" fill="${d}"/>`;
    case 'lamp':
      return `<path d="M32 16h36l12 34H20z" fill="${c}"/><rect x="47" y="50" width="6" height="32" fill="${d}"/><rect x="30" y="82" width="40" height="8" rx="3" fill="${d}"/>`;
    case 'pot':
      return `<path d="M16 46h68v26c0 10-8 16-18 16H34c-10 0-18-6-18-16z" fill="${c}"/><ellipse cx="50" cy="46" rx="36" ry="7" fill="${d}"/><rect x="44" y="32" width="12" height="8" rx="3" fill="${d}"/><rect x="84" y="50" width="14" height="6" rx="3" fill="${d}"/>`;
    case 'pillow':
      return `<path d="M12 30q38-10 76 0 6 20 0 40-38 10-76 0-6-20 0-40z" fill="${c}"/>${[30, 50, 70].map((x) => `<circle cx="${x}" cy="50" r="5" fill="${l}"/>`).join('')}`;
    case 'fridge':
      return `<rect x="26" y="6" width="48" height="88" rx="6" fill="${c}"/><path d="M26 38h48" stroke="${d}" stroke-width="3"/><rect x="64" y="16" width="4" height="14" rx="2" fill="${d}"/><rect x="64" y="46" width="4" height="22" rx="2" fill="${d}"/>`;
    case 'washer':
      return `<rect x="18" y="8" width="64" height="84" rx="6" fill="${c}"/><rect x="18" y="8" width="64" height="16" rx="6" fill="${d}"/><circle cx="50" cy="58" r="23" fill="${l}"/><circle cx="50" cy="58" r="15" fill="${d}"/><circle cx="70" cy="16" r="3" fill="${l}"/>`;
    case 'ac':
      return `<rect x="6" y="26" width="88" height="32" rx="9" fill="${c}"/><path d="M16 50h68" stroke="${d}" stroke-width="3"/><path d="M28 66q4 8 0 16M50 66q4 8 0 16M72 66q4 8 0 16" fill="none" stroke="${d}" stroke-width="3"/>`;
    case 'mixer':
      return `<path d="M30 10h40l-6 46H36z" fill="${l}" stroke="${d}" stroke-width="3"/><rect x="26" y="56" width="48" height="32" rx="7" fill="${c}"/><circle cx="50" cy="72" r="6" fill="${l}"/>`;
    case 'bottle':
      return `<rect x="42" y="6" width="16" height="14" rx="3" fill="${d}"/><rect x="45" y="18" width="10" height="8" fill="${d}"/><rect x="30" y="26" width="40" height="66" rx="11" fill="${c}"/><rect x="35" y="46" width="30" height="26" rx="4" fill="${l}"/>`;
    case 'lipstick':
      return `<path d="M42 40V18l16-8v30z" fill="${c}"/><rect x="39" y="38" width="22" height="14" fill="${l}"/><rect x="36" y="50" width="28" height="42" rx="4" fill="${d}"/>`;
    case 'perfume':
      return `<rect x="36" y="8" width="28" height="16" rx="4" fill="${d}"/><rect x="43" y="23" width="14" height="14" fill="${d}"/><rect x="22" y="36" width="56" height="56" rx="12" fill="${c}"/><circle cx="50" cy="64" r="12" fill="${l}"/>`;
    case 'sack':
      return `<path d="M28 22q22 8 44 0l8 66q-30 8-60 0z" fill="${c}"/><path d="M30 22q20-8 40 0" fill="none" stroke="${d}" stroke-width="5"/><rect x="34" y="48" width="32" height="22" rx="4" fill="${l}"/>`;
    case 'cup':
      return `<path d="M20 38h54v22c0 16-10 26-27 26S20 76 20 60z" fill="${c}"/><path d="M74 46h6a9 9 0 0 1 0 18h-7" fill="none" stroke="${c}" stroke-width="5"/><path d="M36 28q-4-8 0-16M50 28q-4-8 0-16M64 28q-4-8 0-16" fill="none" stroke="${d}" stroke-width="3"/>`;
    case 'milk':
      return `<path d="M30 30 40 10h20l10 20v62H30z" fill="${c}"/><path d="M30 30h40L60 10H40z" fill="${d}"/><rect x="36" y="48" width="28" height="26" rx="4" fill="${l}"/>`;
    case 'spray':
      return `<path d="M32 14h30l10 6v8H32z" fill="${d}"/><rect x="72" y="18" width="12" height="5" fill="${d}"/><rect x="42" y="28" width="16" height="12" fill="${d}"/><rect x="30" y="40" width="40" height="52" rx="8" fill="${c}"/><rect x="36" y="54" width="28" height="22" rx="4" fill="${l}"/>`;
    case 'blocks':
      return `<rect x="12" y="52" width="36" height="36" rx="3" fill="${c}"/><rect x="52" y="52" width="36" height="36" rx="3" fill="${d}"/><rect x="32" y="14" width="36" height="36" rx="3" fill="${c}"/>${[20, 36, 60, 76, 40, 56].map((x, i) => `<rect x="${x}" y="${i < 4 ? 46 : 8}" width="6" height="6" fill="${l}"/>`).join('')}`;
    case 'rc-car':
      return `<path d="M8 66V52l18-12h36l16 12h14v14z" fill="${c}"/><path d="M32 44h12v8H24zM50 44h10l8 8H50z" fill="${l}"/><circle cx="28" cy="68" r="10" fill="${d}"/><circle cx="72" cy="68" r="10" fill="${d}"/><path d="M80 52 88 26" stroke="${d}" stroke-width="3"/>`;
    case 'teddy':
      return `<circle cx="30" cy="22" r="11" fill="${c}"/><circle cx="70" cy="22" r="11" fill="${c}"/><circle cx="50" cy="38" r="23" fill="${c}"/><ellipse cx="50" cy="76" rx="25" ry="20" fill="${c}"/><ellipse cx="50" cy="46" rx="10" ry="7" fill="${l}"/><circle cx="41" cy="33" r="3" fill="${d}"/><circle cx="59" cy="33" r="3" fill="${d}"/>`;
    case 'baby-bottle':
      return `<path d="M44 22q6-16 12 0z" fill="${l}" stroke="${d}" stroke-width="2"/><rect x="36" y="22" width="28" height="10" rx="3" fill="${d}"/><rect x="34" y="32" width="32" height="60" rx="10" fill="${l}" stroke="${c}" stroke-width="4"/><path d="M34 52h12M34 64h12M34 76h12" stroke="${c}" stroke-width="3"/>`;
    case 'bat':
      return `<g transform="rotate(35 50 50)"><rect x="41" y="4" width="18" height="62" rx="7" fill="${c}"/><rect x="47" y="64" width="6" height="30" rx="2" fill="${d}"/></g><circle cx="80" cy="80" r="8" fill="${d}"/>`;
    case 'dumbbell':
      return `<rect x="20" y="46" width="60" height="8" rx="3" fill="${d}"/><rect x="10" y="28" width="14" height="44" rx="4" fill="${c}"/><rect x="76" y="28" width="14" height="44" rx="4" fill="${c}"/><rect x="24" y="36" width="8" height="28" rx="3" fill="${c}"/><rect x="68" y="36" width="8" height="28" rx="3" fill="${c}"/>`;
    case 'cycle':
      return `<circle cx="24" cy="66" r="17" fill="none" stroke="${d}" stroke-width="5"/><circle cx="76" cy="66" r="17" fill="none" stroke="${d}" stroke-width="5"/><path d="M24 66 42 40l20 26zM42 40h28l6 26M38 32h10M70 40l-4-12h10" fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round"/>`;
    case 'shuttlecock':
      return `<path d="M38 72 24 16h52L62 72z" fill="${l}" stroke="${c}" stroke-width="3"/><path d="M44 72 40 16M56 72l4-56" stroke="${c}" stroke-width="2"/><path d="M36 72h28v6a14 14 0 0 1-28 0z" fill="${d}"/>`;
    case 'book':
      return `<rect x="22" y="10" width="58" height="80" rx="4" fill="${c}"/><rect x="22" y="10" width="11" height="80" rx="3" fill="${d}"/><rect x="42" y="26" width="28" height="5" rx="2" fill="${l}"/><rect x="42" y="36" width="20" height="4" rx="2" fill="${l}"/>`;
    case 'leaf':
      return `<path d="M50 92C20 72 16 36 50 8c34 28 30 64 0 84z" fill="${c}"/><path d="M50 90V26M50 52l-12-10M50 66l12-10" fill="none" stroke="${l}" stroke-width="3"/>`;
    case 'pill':
      return `<g transform="rotate(-35 50 50)"><rect x="16" y="38" width="64" height="26" rx="13" fill="${c}"/><path d="M48 38h19a13 13 0 0 1 0 26H48z" fill="${l}"/></g><circle cx="78" cy="78" r="10" fill="${d}"/>`;
    case 'heart':
      return `<path d="M50 88C20 68 8 50 16 30c8-16 28-14 34 0 6-14 26-16 34 0 8 20-4 38-34 58z" fill="${c}"/><path d="M18 50h20l5-10 7 20 5-10h27" fill="none" stroke="${l}" stroke-width="4" stroke-linejoin="round"/>`;
    case 'helmet':
      return `<path d="M12 68c0-30 18-52 44-52 20 0 34 16 34 40v14H52l-8-10H12z" fill="${c}"/><path d="M52 36h36v18H58z" fill="${d}"/><rect x="12" y="68" width="42" height="8" rx="3" fill="${d}"/>`;
    case 'car':
      return `<path d="M6 68V54l12-4 14-16h34l14 16 14 4v14z" fill="${c}"/><path d="M36 38h12v12H26zM52 38h12l10 12H52z" fill="${l}"/><circle cx="28" cy="70" r="10" fill="${d}"/><circle cx="74" cy="70" r="10" fill="${d}"/><circle cx="28" cy="70" r="4" fill="${l}"/><circle cx="74" cy="70" r="4" fill="${l}"/>`;
    case 'tag':
      return `<path d="M12 14h42l36 36-36 36-42-42z" fill="${c}"/><circle cx="30" cy="32" r="6" fill="${l}"/><path d="M44 64 64 44" stroke="${l}" stroke-width="5" stroke-linecap="round"/>`;
  }
}

export function placed(
  glyph: Glyph,
  p: Palette,
  x: number,
  y: number,
  size: number,
  opacity = 1,
): string {
  const alpha = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<g transform="translate(${x} ${y}) scale(${size / 100})"${alpha}>${drawGlyph(glyph, p)}</g>`;
}
