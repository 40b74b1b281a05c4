import type { Kysely } from 'kysely';

/**
 * Activity filters (issue 39, docs/office.md#activity): the log is read by person and by kind, each newest first,
 * so each filter has an index holding its whole order; and a person's sign-ins of one New York day fold into one
 * line. Which day a sign-in fell on needs the zone's rules, which SQLite does not have, so it is written with the
 * line (`sign_in_day`, null on every other kind of line) and here worked out for the sign-ins already logged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('office_activity').addColumn('sign_in_day', 'text').execute();
  await db.schema
    .createIndex('office_activity_person')
    .on('office_activity')
    .columns(['user_email', 'at', 'id'])
    .execute();
  await db.schema.createIndex('office_activity_kind').on('office_activity').columns(['action', 'at', 'id']).execute();

  const log = db as unknown as Kysely<{
    office_activity: { id: string; at: unknown; action: string; sign_in_day: string | null };
  }>;
  // Keyset batches, so a long log is never read into memory at once.
  for (let after = ''; ;) {
    const rows = await log
      .selectFrom('office_activity')
      .select(['id', 'at'])
      .where('action', '=', 'Signed in')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const { id, at } of rows)
      await log
        .updateTable('office_activity')
        .set({ sign_in_day: newYorkDay(at) })
        .where('id', '=', id)
        .execute();
    after = rows[rows.length - 1]!.id;
  }
}

const BATCH = 500;

/** The New York calendar day of an instant as either engine reads it back: a copy, as a migration is frozen. */
function newYorkDay(at: unknown): string {
  const date = at instanceof Date ? at : new Date(String(at));
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}
