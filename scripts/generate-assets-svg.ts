/**
 * The SVG pieces every generated picture is made of: colour palettes from a hue, fitted text,
 * gradients and the <svg> element itself.
 */

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

export interface Palette {
  main: string;
  dark: string;
  light: string;
  pale: string;
}

export function palette(hue: number, shift = 0): Palette {
  const h = (hue + shift + 360) % 360;
  return {
    main: `hsl(${h} 62% 48%)`,
    dark: `hsl(${h} 55% 28%)`,
    light: `hsl(${h} 75% 86%)`,
    pale: `hsl(${h} 80% 95%)`,
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A text element squeezed to maxWidth when a rough width estimate says it would overflow. */
export function text(
  content: string,
  options: {
    x: number;
    y: number;
    size: number;
    fill: string;
    weight?: number;
    anchor?: 'start' | 'middle';
    maxWidth: number;
  },
): string {
  // Average glyph width of system-ui is about 0.55em, nearer 0.62em in bold.
  const estimate = content.length * options.size * ((options.weight ?? 400) >= 700 ? 0.62 : 0.55);
  const fit =
    estimate > options.maxWidth
      ? ` textLength="${options.maxWidth}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${options.x}" y="${options.y}" font-family="${FONT}" font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}"${fit}>${escapeXml(content)}</text>`;
}

export function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

export function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}
