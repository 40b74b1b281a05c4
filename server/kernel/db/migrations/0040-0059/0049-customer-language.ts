import { sql, type Kysely } from 'kysely';

/**
 * The customer's language (issue 41, data/locale.ts): what a lead or a booking was made in ('en', or 'es' from the
 * Spanish pages), the same on a booking held in a surge (carried onto the booking it becomes), and on the customer
 * the language of their newest record unless the office set it since. Every row before it was made in English, so
 * the default is the backfill. The check keeps any other value out on both engines: readers pick words by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['leads', 'bookings', 'booking_holds', 'customers'])
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'es')`),
      )
      .execute();
}
