import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import { bytesOf, instant } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import type { EncodedPhoto } from '../../kernel/images';

/**
 * The technician's record of a visit, "From the job" (docs/office.md): one note, which a new save replaces, and up
 * to MAX_JOB_PHOTOS photos re-encoded as the customer's are. Written only through an office action's transaction;
 * read by the visit page, the booking page and the customer's history.
 */

/** Photos a visit keeps from the job; the database holds the same limit (migration 0041-visit-records). */
export const MAX_JOB_PHOTOS = 6;
/** A note's longest, in code points, as the office's other notes. */
export const MAX_JOB_NOTE = 2000;

export interface JobNote {
  body: string;
  authorEmail: string;
  updatedAt: string;
}

export interface JobPhoto {
  id: string;
  width: number;
  height: number;
}

/** What a visit's page shows of the job: the note, if any, and the photos in the order taken. */
export interface JobRecord {
  note: JobNote | undefined;
  photos: JobPhoto[];
}

const photoOf = (row: { id: string; width: number | string; height: number | string }): JobPhoto => ({
  id: row.id,
  width: Number(row.width),
  height: Number(row.height),
});

export function visitRecords(database: AppDatabase) {
  const { db } = database;

  /** The records of many visits in two queries (the customer's history), by booking id. */
  async function recordsOf(bookingIds: readonly string[]): Promise<Map<string, JobRecord>> {
    const found = new Map<string, JobRecord>();
    if (bookingIds.length === 0) return found;
    await database.ready();
    const [notes, photos] = await Promise.all([
      db
        .selectFrom('visit_notes')
        .select(['booking_id', 'body', 'author_email', 'updated_at'])
        .where('booking_id', 'in', bookingIds)
        .execute(),
      db
        .selectFrom('visit_photos')
        .select(['booking_id', 'id', 'width', 'height'])
        .where('booking_id', 'in', bookingIds)
        .orderBy('booking_id')
        .orderBy('position')
        .execute(),
    ]);
    const recordOf = (id: string) => {
      let record = found.get(id);
      if (!record) found.set(id, (record = { note: undefined, photos: [] }));
      return record;
    };
    for (const row of notes)
      recordOf(row.booking_id).note = {
        body: row.body,
        authorEmail: row.author_email,
        updatedAt: instant(row.updated_at),
      };
    for (const row of photos) recordOf(row.booking_id).photos.push(photoOf(row));
    return found;
  }

  return {
    /** One visit's note and photos (without their bytes). */
    async recordOf(bookingId: string): Promise<JobRecord> {
      return (await recordsOf([bookingId])).get(bookingId) ?? { note: undefined, photos: [] };
    },

    recordsOf,

    /** One of the visit's photos with its bytes, or undefined when it is not that visit's. */
    async photo(bookingId: string, id: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      await database.ready();
      const row = await db
        .selectFrom('visit_photos')
        .select(['bytes', 'content_type'])
        .where('booking_id', '=', bookingId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { bytes: bytesOf(row.bytes), contentType: row.content_type };
    },

    /** Writes the note in place of the one before; an empty note removes it. */
    async saveNoteIn(trx: Transaction<Tables>, note: { bookingId: string; body: string; by: string; at: Date }) {
      await trx.deleteFrom('visit_notes').where('booking_id', '=', note.bookingId).execute();
      if (!note.body) return;
      await trx
        .insertInto('visit_notes')
        .values({
          booking_id: note.bookingId,
          body: note.body,
          author_email: note.by,
          updated_at: note.at.toISOString(),
        })
        .execute();
    },

    /**
     * Adds a photo after the visit's others, or answers 'full' when it has MAX_JOB_PHOTOS already. Counted in the
     * transaction; two uploads at once that both count five collide on the database's unique place instead.
     */
    async addPhotoIn(
      trx: Transaction<Tables>,
      photo: { bookingId: string; encoded: EncodedPhoto; by: string; at: Date },
    ): Promise<'added' | 'full'> {
      const { count } = await trx
        .selectFrom('visit_photos')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('booking_id', '=', photo.bookingId)
        .executeTakeFirstOrThrow();
      const position = Number(count);
      if (position >= MAX_JOB_PHOTOS) return 'full';
      await trx
        .insertInto('visit_photos')
        .values({
          id: randomUUID(),
          booking_id: photo.bookingId,
          bytes: photo.encoded.bytes,
          content_type: photo.encoded.contentType,
          width: photo.encoded.width,
          height: photo.encoded.height,
          position,
          author_email: photo.by,
          created_at: photo.at.toISOString(),
        })
        .execute();
      return 'added';
    },
  };
}

export type VisitRecords = ReturnType<typeof visitRecords>;
