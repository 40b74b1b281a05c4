import sharp from 'sharp';
import { bookingPhotoRules } from '../../data/booking';

/**
 * The one sharp call of the booking photos. The team's photos have their own module (server/images, `team`'s
 * branch, not on main when this was written); this file keeps its function's name and shape, `reencodePhoto(buffer,
 * options)`, so the two become one when both are merged (decision 0026).
 */

sharp.cache(false);

/** A file the visitor sent that is not a photo we keep; its message is shown as it stands. */
export class PhotoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

export interface EncodedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** The formats a photo may arrive in, as sharp names them (a phone's HEIC is heif); SVG, PDF and the rest are not. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/**
 * Re-encodes a visitor's photo: upright by its EXIF orientation, at most `maxSide` pixels on its longer side,
 * sRGB, a JPEG with no metadata at all (EXIF with its GPS position, XMP, IPTC, ICC: sharp writes none unless asked).
 * What is stored is always this output, never the upload. Throws PhotoRefused with `unreadable` for anything that
 * is not a readable image of an accepted format.
 */
export async function reencodePhoto(
  input: Buffer,
  {
    maxSide = bookingPhotoRules.maxSide,
    quality = bookingPhotoRules.quality,
    unreadable,
  }: { maxSide?: number; quality?: number; unreadable: string },
): Promise<EncodedPhoto> {
  const options = { limitInputPixels: bookingPhotoRules.maxInputPixels, failOn: 'error' as const, animated: false };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !ACCEPTED.has(format)) throw new PhotoRefused(unreadable);
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    // A file whose header reads but whose pixels do not (cut short, corrupt) is as unreadable as any other.
    if (error instanceof PhotoRefused) throw error;
    throw new PhotoRefused(unreadable);
  }
}
