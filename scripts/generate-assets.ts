/**
 * Writes every image the mock catalog refers to under public/img/, so the storefront never loads
 * a remote image: drawn as small SVGs (scripts/generate-assets-art.ts), then saved as WebP
 * (scripts/rasterize-images.mjs says why). Needs Debian's Chromium.
 * Run: npx tsx scripts/generate-assets.ts
 * The paths come from mocks/seed/images.ts, the same helpers the seed uses.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pictureCopyPath, widthsOf } from '../src/lib/picture-sources';
import { buildAssets } from './generate-assets-art';
import { rasterizeSvgs } from './rasterize-images.mjs';

const PUBLIC_DIR = path.resolve('public');
const MAX_BYTES = 3 * 1024;

/**
 * Each folder's pictures are drawn at their SVG size times this: about twice the largest size a
 * page shows them at (a product's 300 px picture fills a 300 px gallery; a banner's 1600 px is
 * wider than any screen's banner), so they stay sharp on a phone's dense screen.
 */
const RASTER_SCALE: Record<string, number> = {
  '/img/products': 2,
  '/img/categories': 1.5,
  '/img/brands': 1,
  '/img/banners': 1,
  '/img/ads': 1,
  '/img/featured': 1,
  '/img/payment': 2,
};

async function main(): Promise<void> {
  const assets = buildAssets();
  let largest = { file: '', bytes: 0 };
  for (const [urlPath, content] of assets) {
    const bytes = Buffer.byteLength(content);
    if (bytes > largest.bytes) largest = { file: urlPath, bytes };
  }
  if (largest.bytes > MAX_BYTES) {
    console.error(`An SVG is over ${MAX_BYTES} bytes (${largest.file}); simplify it.`);
    process.exit(1);
  }
  const pictures = new Map(
    [...assets].map(([urlPath, svg]) => {
      const scale = RASTER_SCALE[path.dirname(urlPath)];
      if (scale === undefined) throw new Error(`No RASTER_SCALE for ${urlPath}`);
      return [urlPath, { svg, scale }];
    }),
  );
  // The smaller copies the pages offer the browser (src/lib/picture-sources.ts), drawn from the
  // same SVG at their own width rather than scaled down from the WebP.
  for (const [urlPath, { svg, scale }] of [...pictures]) {
    const widths = widthsOf(path.dirname(urlPath));
    if (widths === null) continue;
    const { full, smaller } = widths;
    for (const width of smaller)
      pictures.set(pictureCopyPath(urlPath, width), { svg, scale: (scale * width) / full });
  }
  const files = await rasterizeSvgs(pictures);
  // Start the generated folders clean so renamed assets leave no orphans; other files under
  // public/img (hand-made ones) are left alone.
  for (const folder of new Set([...files.keys()].map((urlPath) => path.dirname(urlPath)))) {
    rmSync(path.join(PUBLIC_DIR, folder), { recursive: true, force: true });
  }
  let bytes = 0;
  for (const [urlPath, content] of files) {
    const file = path.join(PUBLIC_DIR, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += content.length;
  }
  console.log(
    `Wrote ${files.size} WebP pictures under public/img (${Math.round(bytes / 1024)} KB).`,
  );
}

await main();
