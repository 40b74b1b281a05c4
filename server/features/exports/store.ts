import { sql } from 'kysely';
import type { Writable } from 'node:stream';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { writeFullExportInWorker } from '../../kernel/db/portable/export-in-worker';
import type { Selectable } from 'kysely';
import type { BookingsTable, LeadsTable } from '../../kernel/db/schema';

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Rows per read of a CSV export: a page of rows in memory at a time, never the whole table. */
const CSV_BATCH = 500;

/**
 * A lead's row and its notes, as read: the leads feature makes them the office's leads (exported-rows.ts). The
 * store reads rows only, so the office shell's legacy store, which still imports it, reaches no feature's index.
 */
export interface LeadRowWithNotes {
  row: Selectable<LeadsTable>;
  notes: { id: string; at: string; authorEmail: string; body: string }[];
}

/** A booking's row, its Done visit's price, if recorded, and its technician's name ('' when unassigned). */
export interface BookingRowWithPrice {
  row: Selectable<BookingsTable>;
  price: { totalCents: number; payment: string } | undefined;
  technician: string;
}

/**
 * The Exports screen's files, read in batches (keyset pagination: each read starts after the last row of the one
 * before, never an OFFSET), so an export of years of rows holds one batch in memory and streams to the download.
 */
export function exportStore(database: AppDatabase) {
  const { db } = database;
  return {
    /** Every lead, newest first, with its status and its notes, a batch at a time. */
    async *leadBatches(): AsyncGenerator<LeadRowWithNotes[]> {
      await database.ready();
      let after: { at: unknown; id: string } | undefined;
      for (;;) {
        const rows = await db
          .selectFrom('leads')
          .selectAll()
          // Newest first, ties by id: the next batch is older, or as old with a later id. The plain bound on
          // received_at lets both engines range over its index.
          .$if(after !== undefined, (query) =>
            query
              .where('received_at', '<=', after!.at as string)
              .where((eb) =>
                eb.or([
                  eb('received_at', '<', after!.at as string),
                  eb.and([eb('received_at', '=', after!.at as string), eb('id', '>', after!.id)]),
                ]),
              ),
          )
          .orderBy('received_at', 'desc')
          .orderBy('id')
          .limit(CSV_BATCH)
          .execute();
        if (rows.length === 0) return;
        const notes = await db
          .selectFrom('lead_notes')
          .selectAll()
          .where(
            'lead_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('lead_id')
          .orderBy('at')
          .orderBy('id')
          .execute();
        const notesOf = new Map<string, LeadRowWithNotes['notes']>();
        for (const note of notes) {
          const list = notesOf.get(note.lead_id) ?? [];
          list.push({ id: note.id, at: instant(note.at), authorEmail: text(note.author_email), body: text(note.body) });
          notesOf.set(note.lead_id, list);
        }
        yield rows.map((row) => ({ row, notes: notesOf.get(row.id) ?? [] }));
        if (rows.length < CSV_BATCH) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.received_at, id: last.id };
      }
    },

    /** Every booking, cancelled ones too, by window and then by when it was made, a batch at a time. */
    async *bookingBatches(): AsyncGenerator<BookingRowWithPrice[]> {
      await database.ready();
      let after: unknown[] | undefined;
      for (;;) {
        const rows = await db
          .selectFrom('bookings')
          // A Done visit's price beside it (visit_charges has none of the keyset's column names).
          .leftJoin('visit_charges', 'visit_charges.booking_id', 'bookings.id')
          .selectAll('bookings')
          .select(['visit_charges.total_cents', 'visit_charges.payment'])
          // The technician by name, for commission: a lookup by key rather than a join, since office_users shares
          // the keyset's column names (id, created_at). A person who gave no name is named by their e-mail.
          .select((eb) =>
            eb
              .selectFrom('office_users')
              .select(
                sql<string>`case when office_users.name <> '' then office_users.name else office_users.email end`.as(
                  'technician',
                ),
              )
              .whereRef('office_users.id', '=', 'bookings.technician_id')
              .as('technician'),
          )
          .$if(after !== undefined, (query) =>
            query
              .where('window_start', '>=', after![0] as string)
              .where(sql<boolean>`(window_start, created_at, id) > (${sql.join(after!)})`),
          )
          .orderBy('window_start')
          .orderBy('created_at')
          .orderBy('id')
          .limit(CSV_BATCH)
          .execute();
        if (rows.length === 0) return;
        yield rows.map(({ total_cents, payment, technician, ...row }) => ({
          row,
          price: total_cents == null ? undefined : { totalCents: Number(total_cents), payment: payment ?? '' },
          technician: text(technician),
        }));
        if (rows.length < CSV_BATCH) return;
        const last = rows[rows.length - 1]!;
        after = [last.window_start, last.created_at, last.id];
      }
    },

    /**
     * Everything the shop owns, as one file (docs/export-format.md), into `out`; resolves with rows per table.
     * Written by a worker thread with a heap of its own, so the server's memory and event loop are left alone.
     */
    writeFullExport: (out: Writable, now: Date) => writeFullExportInWorker(database, out, now),
  };
}

export type ExportStore = ReturnType<typeof exportStore>;
