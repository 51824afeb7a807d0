import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MIN_SIDE, photoFile, photoPath, photoWidths } from '../../../shared/menu/photos';

// What the file is, is decided by decoding it: its name and declared type are the sender's word.
// SVG, GIF, TIFF and the rest are refused even though the library reads them (an SVG can carry script).
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const QUALITY = 78;

export interface ProcessedPhoto {
  /** the largest width's path: what the dish's `image` becomes */
  image: string;
  files: { name: string; data: Buffer }[];
}

const refuse = (status: number, code: string, params?: Record<string, string | number>) =>
  new AppError(status, `menu.${code}`, undefined, params);

async function readHeader(data: Buffer) {
  try {
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(415, 'photo_type');
  }
}

/**
 * Checks an upload (size, type by content, dimensions, pixel count before any decoding) and makes
 * the WebP widths once. EXIF (with any location) is dropped; the orientation is applied first.
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length === 0) throw refuse(422, 'photo_missing');
  if (data.length > PHOTO_MAX_BYTES) throw refuse(413, 'photo_too_large', { mb: PHOTO_MAX_BYTES / 1024 / 1024 });
  const meta = await readHeader(data);
  if (!meta.format || !ACCEPTED.has(meta.format)) throw refuse(415, 'photo_type');
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw refuse(422, 'photo_unreadable');
  if (width * height > PHOTO_MAX_PIXELS) throw refuse(422, 'photo_too_many_pixels', { megapixels: PHOTO_MAX_PIXELS / 1_000_000 });
  if (Math.min(width, height) < PHOTO_MIN_SIDE) throw refuse(422, 'photo_too_small', { pixels: PHOTO_MIN_SIDE });

  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const widths = photoWidths(width);
  const files: ProcessedPhoto['files'] = [];
  for (const w of widths) {
    try {
      const out = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
      files.push({ name: photoFile(hash, w), data: out });
    } catch {
      // a header that reads but a body that does not (truncated, corrupt, a codec the library lacks)
      throw refuse(422, 'photo_unreadable');
    }
  }
  return { image: photoPath(hash, widths[widths.length - 1]), files };
}
