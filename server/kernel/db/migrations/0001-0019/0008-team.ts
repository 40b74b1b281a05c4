import type { Kysely } from 'kysely';

/**
 * The team: every office account gets a role (owner, dispatcher, technician) and the name and one-line bio a
 * customer may see of a technician. Existing accounts were all owners, so the default keeps them so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('office_users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  // The full name, as the office writes it; customers see only the first word of it.
  await db.schema
    .alterTable('office_users')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('office_users')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
