import type Sharp from 'sharp';
import { photoRules } from '../../../data/team';

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first photo rather than at start-up: libvips and its threads add about 25 MB to a
 * process that may never see a photo (docs/performance.md). A failed load is tried again with the next photo.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(
    ({ default: sharp }) => {
      // Each photo is decoded once; libvips' operation cache would only hold on to memory between uploads.
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      sharpLoaded = undefined;
      throw error;
    },
  );
  return sharpLoaded;
}

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
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * What a use of photos keeps. A face on the team (the default): a small square WebP cropped to the interesting
 * part. An appliance a customer shows us: the whole picture, at most `maxSide` on its longer side, a JPEG (the
 * rating plate must stay legible, and every browser and mail client reads it).
 */
export type PhotoShape = { fit: 'square'; size: number } | { fit: 'inside'; maxSide: number };

export interface PhotoOptions {
  shape?: PhotoShape;
  format?: 'webp' | 'jpeg';
  quality?: number;
  maxUploadBytes?: number;
  maxInputPixels?: number;
  /**
   * How picky the decoder is: 'warning' refuses a file libvips only warns about (the team's one portrait may as
   * well be clean); 'error' accepts what decodes, as a customer's quick phone photo of a rating plate should.
   */
  failOn?: 'warning' | 'error';
  /** What the sender is told for a file that is not a readable image (a customer's names the file). */
  unreadable?: string;
}

/**
 * Re-encodes an uploaded photo: turned upright by its EXIF orientation, shaped as `shape` says, every piece of
 * metadata dropped (EXIF with its GPS position, XMP, IPTC, the ICC profile: the pixels are converted to sRGB
 * first; sharp writes none unless asked). What is stored is always this output, never the upload. Refuses
 * anything that is not a readable image of an accepted format with a PhotoRefused, before or while decoding.
 */
export async function reencodePhoto(input: Buffer, options: PhotoOptions = {}): Promise<EncodedPhoto> {
  const {
    shape = { fit: 'square', size: photoRules.size },
    format = 'webp',
    quality = photoRules.quality,
    maxUploadBytes = photoRules.maxUploadBytes,
    maxInputPixels = photoRules.maxInputPixels,
    failOn = 'warning',
    unreadable = PHOTO_MESSAGES.notAnImage,
  } = options;
  if (input.length === 0) throw new PhotoRefused('empty', PHOTO_MESSAGES.empty);
  if (input.length > maxUploadBytes) throw new PhotoRefused('too-large', PHOTO_MESSAGES.tooLarge);
  const sharp = await loadSharp();
  const decoding = { limitInputPixels: maxInputPixels, failOn, animated: false };
  let kind: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(input, decoding).metadata();
    kind = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw new PhotoRefused('not-an-image', unreadable);
  }
  if (!kind || !ACCEPTED.has(kind)) throw new PhotoRefused('not-an-image', unreadable);
  if (pixels > maxInputPixels)
    throw new PhotoRefused(
      'too-many-pixels',
      maxInputPixels === photoRules.maxInputPixels
        ? PHOTO_MESSAGES.tooManyPixels
        : `The photo has more than ${maxInputPixels / 1_000_000} megapixels. Please choose a smaller one.`,
    );
  try {
    const shaped = sharp(input, decoding)
      .rotate()
      .resize(
        shape.fit === 'square'
          ? { width: shape.size, height: shape.size, fit: 'cover', position: sharp.strategy.attention }
          : { width: shape.maxSide, height: shape.maxSide, fit: 'inside', withoutEnlargement: true },
      )
      .toColourspace('srgb');
    const encoded = format === 'jpeg' ? shaped.jpeg({ quality, mozjpeg: true }) : shaped.webp({ quality });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: `image/${format}`, width: info.width, height: info.height };
  } catch {
    // A file whose header reads but whose pixels do not (cut short, corrupt) is as unreadable as any other.
    throw new PhotoRefused('not-an-image', unreadable);
  }
}
