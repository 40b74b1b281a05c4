import { randomBytes, randomUUID } from 'node:crypto';
import { bookingPhotoRules } from '../../../data/booking';
import type { AppDatabase } from '../../kernel/db/database';
import { oneLine } from '../../../data/text';
import { PhotoRefused, reencodePhoto, type EncodedPhoto } from '../../kernel/images';
import type { Response } from 'express';
import type { SentPhoto, SentPhotos } from './photo-upload';

/**
 * A visitor's photos of the appliance (decision 0026), in `booking_photos` so every server serves the same ones.
 * They are sent at the details step, before the booking exists: re-encoded and kept as pending uploads under a
 * random key the form carries on (`photoKey`), attached to the booking when it is made, and pruned once expired
 * if it never is. Only the office reads them.
 */

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
// A file's name is visitor text: one clean line, and short.
const named = (filename: string) => (oneLine(filename) ? `“${oneLine(filename).slice(0, 80)}”` : 'One of the files');

export const photoMessages = {
  tooMany: `Please choose at most ${bookingPhotoRules.maxPhotos} photos.`,
  tooLarge: (filename: string) =>
    `${named(filename)} is larger than ${megabytes(bookingPhotoRules.maxUploadBytes)}. Please choose a smaller photo (a phone’s normal photo is fine).`,
  unreadable: (filename: string) =>
    `${named(filename)} is not a photo we can read. Please choose a JPEG, PNG, WebP, GIF, HEIC or AVIF image.`,
  chooseAgain: 'Your photos were not kept: please choose them again.',
} as const;

/** A pending upload's key: 32 random bytes, base64url (43 characters), never guessable. */
const UPLOAD_KEY = /^[\w-]{43}$/;

export interface PhotoSummary {
  id: string;
  width: number;
  height: number;
}

export function bookingPhotos(database: AppDatabase, now: () => Date) {
  const { db } = database;
  const pending = (key: string) =>
    db
      .selectFrom('booking_photos')
      .where('upload_key', '=', key)
      .where('booking_id', 'is', null)
      .where('expires_at', '>', now().toISOString());

  return {
    /**
     * Keeps re-encoded photos as one pending upload, replacing the one `replacing` named (a visitor who chose
     * photos again), and prunes every pending upload that expired. Resolves with the new key.
     */
    async savePending(photos: readonly EncodedPhoto[], replacing: string | undefined): Promise<string> {
      const key = randomBytes(32).toString('base64url');
      const at = now();
      const expires = new Date(at.getTime() + bookingPhotoRules.pendingMinutes * 60_000).toISOString();
      await database.ready();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('booking_photos')
          .where('booking_id', 'is', null)
          .where((eb) =>
            eb.or([eb('expires_at', '<=', at.toISOString()), ...(replacing ? [eb('upload_key', '=', replacing)] : [])]),
          )
          .execute();
        for (const [position, photo] of photos.entries())
          await trx
            .insertInto('booking_photos')
            .values({
              id: randomUUID(),
              booking_id: null,
              upload_key: key,
              bytes: photo.bytes,
              content_type: photo.contentType,
              width: photo.width,
              height: photo.height,
              position,
              created_at: at.toISOString(),
              expires_at: expires,
            })
            .execute();
      });
      return key;
    },

    /** How many photos a pending upload holds (0 for a key unknown, expired or used). */
    async pendingCount(key: string): Promise<number> {
      if (!UPLOAD_KEY.test(key)) return 0;
      await database.ready();
      const row = await pending(key)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Gives a pending upload's photos to the booking just made; an expired or unknown key attaches nothing. */
    async attach(key: string, bookingId: string): Promise<number> {
      if (!UPLOAD_KEY.test(key)) return 0;
      await database.ready();
      const result = await db
        .updateTable('booking_photos')
        .set({ booking_id: bookingId, upload_key: null, expires_at: null })
        .where('upload_key', '=', key)
        .where('booking_id', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A booking's photos, in the order chosen, without their bytes. */
    async list(bookingId: string): Promise<PhotoSummary[]> {
      await database.ready();
      const rows = await db
        .selectFrom('booking_photos')
        .select(['id', 'width', 'height'])
        .where('booking_id', '=', bookingId)
        .orderBy('position')
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ id: row.id, width: Number(row.width), height: Number(row.height) }));
    },

    /** One of a booking's photos with its bytes, or undefined when it is not that booking's. */
    async get(bookingId: string, id: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      await database.ready();
      const row = await db
        .selectFrom('booking_photos')
        .select(['bytes', 'content_type'])
        .where('booking_id', '=', bookingId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { bytes: Buffer.from(row.bytes), contentType: row.content_type };
    },
  };
}

export type BookingPhotos = ReturnType<typeof bookingPhotos>;

export type PhotosRead =
  { kind: 'kept'; key: string; count: number } | { kind: 'none' } | { kind: 'refused'; message: string };

/**
 * The photos of a details step that passed: the files sent re-encoded and kept as a new pending upload, or, with no
 * file chosen, the pending upload the form carried (`photoKey`) still there. Any refused file refuses them all, with
 * what was wrong, and nothing is stored.
 */
export async function readStepPhotos(photos: BookingPhotos, sent: SentPhotos, carried: string): Promise<PhotosRead> {
  if (sent.tooMany) return { kind: 'refused', message: photoMessages.tooMany };
  if (sent.files.length === 0) {
    const count = carried ? await photos.pendingCount(carried) : 0;
    return count > 0 ? { kind: 'kept', key: carried, count } : { kind: 'none' };
  }
  const encoded: EncodedPhoto[] = [];
  for (const file of sent.files) {
    const photo = await encodeAppliancePhoto(file);
    if (photo.kind === 'refused') return photo;
    encoded.push(photo.photo);
  }
  const key = await photos.savePending(encoded, carried || undefined);
  return { kind: 'kept', key, count: encoded.length };
}

/**
 * One photo of an appliance as it is kept: the whole picture at most bookingPhotoRules.maxSide on its longer side, a
 * JPEG with no metadata (the rating plate stays legible), or refused with what to tell the sender, naming the file.
 * The customer's photos and the technician's photos from the job (the visits feature's) both go through it.
 */
export async function encodeAppliancePhoto(
  file: SentPhoto,
): Promise<{ kind: 'encoded'; photo: EncodedPhoto } | { kind: 'refused'; message: string }> {
  // Checked here, not by the decoder: its own message names another limit (the team's photos').
  if (file.tooLarge || file.bytes.length > bookingPhotoRules.maxUploadBytes)
    return { kind: 'refused', message: photoMessages.tooLarge(file.filename) };
  try {
    const photo = await reencodePhoto(file.bytes, {
      shape: { fit: 'inside', maxSide: bookingPhotoRules.maxSide },
      format: 'jpeg',
      quality: bookingPhotoRules.quality,
      maxUploadBytes: bookingPhotoRules.maxUploadBytes,
      maxInputPixels: bookingPhotoRules.maxInputPixels,
      failOn: 'error',
      unreadable: photoMessages.unreadable(file.filename),
    });
    return { kind: 'encoded', photo };
  } catch (error) {
    if (error instanceof PhotoRefused) return { kind: 'refused', message: error.message };
    throw error;
  }
}

/**
 * A stored photo sent to the office: private (never stored by any cache, not indexed), its type never sniffed,
 * shown inline. The customer's photos and the technician's are answered alike.
 */
export function sendPrivatePhoto(res: Response, photo: { bytes: Buffer; contentType: string }): void {
  res.set({
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
  res.type(photo.contentType).send(photo.bytes);
}
