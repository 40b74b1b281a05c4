import sharp from 'sharp';
import { photoRules } from '../../data/team';

// Each photo is decoded once; libvips' operation cache would only hold on to memory between uploads.
sharp.cache(false);

/** Why an upload is not a photo we keep; `message` is said to the person who sent it, as it stands. */
export type PhotoRefusal = 'empty' | 'too-large' | 'not-an-image' | 'too-many-pixels';

export class PhotoRefused extends Error {
  constructor(
    readonly reason: PhotoRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const PHOTO_MESSAGES = {
  empty: 'The photo file is empty. Please choose the photo again.',
  tooLarge: `The photo is larger than ${megabytes(photoRules.maxUploadBytes)}. Please choose a smaller one (a phone’s normal photo size is fine).`,
  notAnImage: 'That file is not a photo we can read. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooManyPixels: `The photo has more than ${photoRules.maxInputPixels / 1_000_000} megapixels. Please choose a smaller one.`,
} as const;

/** The formats a photo may arrive in, as sharp names them; SVG, PDF and the rest are refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface EncodedPhoto {
  bytes: Buffer;
  contentType: 'image/webp';
}

/**
 * Re-encodes an uploaded photo to a small square WebP: turned upright by its EXIF orientation, cropped to the
 * interesting part, every piece of metadata dropped (EXIF with its GPS position, XMP, IPTC, the ICC profile:
 * the pixels are converted to sRGB first). What is stored is always this output, never the upload. Refuses
 * anything that is not a readable image of an accepted format with a PhotoRefused, before or while decoding.
 */
export async function reencodePhoto(
  input: Buffer,
  { size = photoRules.size, quality = photoRules.quality }: { size?: number; quality?: number } = {},
): Promise<EncodedPhoto> {
  if (input.length === 0) throw new PhotoRefused('empty', PHOTO_MESSAGES.empty);
  if (input.length > photoRules.maxUploadBytes) throw new PhotoRefused('too-large', PHOTO_MESSAGES.tooLarge);
  const options = { limitInputPixels: photoRules.maxInputPixels, failOn: 'warning' as const, animated: false };
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(input, options).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new PhotoRefused('not-an-image', PHOTO_MESSAGES.notAnImage);
  }
  if (!format || !ACCEPTED.has(format)) throw new PhotoRefused('not-an-image', PHOTO_MESSAGES.notAnImage);
  if (pixels > photoRules.maxInputPixels) throw new PhotoRefused('too-many-pixels', PHOTO_MESSAGES.tooManyPixels);
  try {
    const bytes = await sharp(input, options)
      .rotate()
      .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
      .toColourspace('srgb')
      .webp({ quality })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  } catch {
    // A file whose header reads but whose pixels do not (cut short, corrupt) is as unreadable as any other.
    throw new PhotoRefused('not-an-image', PHOTO_MESSAGES.notAnImage);
  }
}
