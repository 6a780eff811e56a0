/** Types of scripts/rasterize-images.mjs, for scripts/generate-assets.ts. */
export function rasterizeSvgs(
  pictures: ReadonlyMap<string, { svg: string; scale: number }>,
): Promise<Map<string, Buffer>>;
