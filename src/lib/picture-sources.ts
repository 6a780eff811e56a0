/**
 * Smaller copies of the storefront's own pictures (public/img, served from the page's origin),
 * for the browser to choose from by the width a picture is shown at (`srcset` and `sizes`). A
 * phone showing a 1600 px banner at 390 px, or a 600 px product picture in a 170 px card, takes
 * a copy of about half the bytes: on a slow connection the home page's largest picture arrives
 * sooner, and a shopper's data plan pays for less (issue 27). scripts/generate-assets.ts writes
 * each copy beside its picture, named after its width: `/img/banners/summer.webp` and
 * `/img/banners/summer-800w.webp`.
 */

/** Each picture folder's full width and the widths of its smaller copies. */
const PICTURE_WIDTHS = {
  '/img/banners': { full: 1600, smaller: [800] },
  '/img/featured': { full: 600, smaller: [300] },
  '/img/products': { full: 600, smaller: [300] },
} as const satisfies Record<string, { full: number; smaller: readonly number[] }>;

type PictureFolder = keyof typeof PICTURE_WIDTHS;

/** The widths of a folder's pictures and of their copies; null for a folder without copies. */
export function widthsOf(folder: string): (typeof PICTURE_WIDTHS)[PictureFolder] | null {
  return isPictureFolder(folder) ? PICTURE_WIDTHS[folder] : null;
}

/** The path of a picture's copy `width` pixels wide. */
export function pictureCopyPath(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}w.webp`);
}

const STOREFRONT_PICTURE = /^(\/img\/[a-z]+)\/[\w-]+\.webp$/;
/** A copy's own address: it has no copies of its own. */
const COPY = /-\d+w\.webp$/;

function isPictureFolder(folder: string): folder is PictureFolder {
  return Object.hasOwn(PICTURE_WIDTHS, folder);
}

/** The widths of the storefront picture at `path` (not a copy); null for any other address. */
function widthsOfPicture(path: string): (typeof PICTURE_WIDTHS)[PictureFolder] | null {
  return widthsOf(STOREFRONT_PICTURE.exec(path)?.[1] ?? '');
}

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a picture shown at `sizes` (a `sizes` attribute: the width
 * it takes at each screen width). A picture of another origin or folder (a profile picture, an
 * API that serves its own) has no copies and keeps its one `src`.
 */
export function pictureSources(url: string, sizes: string): PictureSources {
  const widths = COPY.test(url) ? null : widthsOfPicture(url);
  if (widths === null) return { src: url };
  const { full, smaller } = widths;
  const srcSet = [
    ...smaller.map((width) => `${pictureCopyPath(url, width)} ${width}w`),
    `${url} ${full}w`,
  ].join(', ');
  return { src: url, srcSet, sizes };
}

/**
 * The other addresses of the same storefront picture, whichever of them `path` names: its
 * copies, or the picture and its other copies. Offline, the service worker answers a picture
 * asked for at a width it has not kept (the screen turned, the window widened) with one it has.
 */
export function otherWidthsOf(path: string): string[] {
  const picture = path.replace(COPY, '.webp');
  const widths = widthsOfPicture(picture);
  if (widths === null) return [];
  return [picture, ...widths.smaller.map((width) => pictureCopyPath(picture, width))].filter(
    (other) => other !== path,
  );
}
