/**
 * Compresses a build's text files once, at build time: `name.br` (brotli, best) and `name.gz`
 * (gzip, best) beside each, for the production server (scripts/static-files.mjs) to send as they
 * are. Compressed on the first request instead, the 560 KB entry script kept the server's only
 * thread busy for about 1.5 s on this 2-core machine, and the first shopper after a start waited
 * that long for the script (issue 27).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What is worth compressing ahead: the text a page loads. Pictures and fonts are compressed
 * already; source maps (main.js's is 4.7 MB, most of the 26 s this took with them) are read only
 * by developer tools, and the server compresses them on request as before.
 */
export const COMPRESSED_TYPES = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/;

/**
 * Brotli's quality for a file. Scripts, styles and the like are few, shared by every page and
 * cached: the best quality (11) pays. Pages are many and each is read once per visit: the demo
 * build prerenders 1,581 of them (231 MB of HTML), and quality 11 took 437 s over them against
 * 6 s at quality 5, for copies 13 % larger (19.6 KB a page against 17.3 KB).
 */
const brotliQuality = (file) => (file?.endsWith('.html') ? 5 : constants.BROTLI_MAX_QUALITY);

/** The encodings written, by file suffix, with how each is made from a file's bytes. */
export const PRECOMPRESSED = {
  br: {
    suffix: '.br',
    compress: (raw, file) =>
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
  },
  gzip: { suffix: '.gz', compress: (raw) => gzipSync(raw, { level: 9 }) },
};

/** Writes the compressed copies of every text file under `dir`; returns how many files. */
export function precompressDir(dir) {
  let count = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (!COMPRESSED_TYPES.test(file) || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    for (const { suffix, compress } of Object.values(PRECOMPRESSED))
      writeFileSync(`${file}${suffix}`, compress(raw, file));
    count += 1;
  }
  return count;
}
