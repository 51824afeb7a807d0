// Uploaded dish photos: resized once to these widths (WebP) and named by their content's hash, so a
// name never changes meaning and can be cached for a year. The path says which widths exist.

export const PHOTO_WIDTHS = [320, 640, 1024] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** the smallest side a photo may have (a card is 320 px wide on a phone) */
export const PHOTO_MIN_SIDE = 320;
/** more pixels than this is refused before decoding: a decompression bomb costs memory, not bytes */
export const PHOTO_MAX_PIXELS = 40_000_000;

/** "/media/{32 hex}-{width}.webp": the largest width made; smaller ones sit beside it. */
export const PHOTO_PATH = /^\/media\/([0-9a-f]{32})-(\d{2,4})\.webp$/;
/** the file names the media route serves, and nothing else */
export const PHOTO_FILE = /^[0-9a-f]{32}-\d{2,4}\.webp$/;

export const photoFile = (hash: string, width: number) => `${hash}-${width}.webp`;
export const photoPath = (hash: string, width: number) => `/media/${photoFile(hash, width)}`;

/** The widths made for an original this wide: the standard ones below it, and its own width at the top. */
export function photoWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

/** `srcset` for an uploaded photo; undefined for any other image (the demo SVGs, an https URL). */
export function photoSrcset(image: string): string | undefined {
  const m = PHOTO_PATH.exec(image);
  if (!m) return undefined;
  const top = Number(m[2]);
  return photoWidths(top)
    .map((w) => `${photoPath(m[1], w)} ${w}w`)
    .join(', ');
}

/** A dish's link preview (server/seo/previews.ts): a 1200×630 JPEG, which messengers show where an SVG is not. */
export const linkPreviewPath = (productId: number) => `/previews/products/${productId}.jpg`;
