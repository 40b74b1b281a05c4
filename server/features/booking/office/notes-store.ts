import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../../kernel/db/database';
import { instant } from '../../../kernel/db/engine';
import type { LeadNote } from '../../leads';
import { text } from '../../../office/storage/records';

/** The office's notes on a booking, as on a lead (migration 0012-desk). */
export function bookingNoteStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    /** A booking's notes, oldest first. */
    async bookingNotes(bookingId: string): Promise<LeadNote[]> {
      await ready();
      const rows = await db
        .selectFrom('booking_notes')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((note) => ({
        id: note.id,
        at: instant(note.at),
        authorEmail: text(note.author_email),
        body: text(note.body),
      }));
    },

    /** Adds a note to the booking (by its id, which the caller has just read). */
    async addBookingNote(bookingId: string, authorEmail: string, body: string, now: Date): Promise<void> {
      await ready();
      await db
        .insertInto('booking_notes')
        .values({ id: randomUUID(), booking_id: bookingId, at: now.toISOString(), author_email: authorEmail, body })
        .execute();
    },
  };
}
