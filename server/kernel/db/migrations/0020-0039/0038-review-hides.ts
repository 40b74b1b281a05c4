import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../engine';

/**
 * Verified reviews are published unless hidden for a reason (issue 40, docs/reviews.md "The policy"): a review
 * keeps why the owner hid it, one of four reasons that have nothing to do with its stars (the keys of
 * REVIEW_HIDE_REASONS, written out here so the migration never changes with the data file).
 *
 * Existing rows: an answer still waiting for the owner (`new`) is published, as every answer now is on arrival;
 * a published one stays published; one hidden before reasons existed stays hidden with no reason (null), which the
 * Reviews screen shows as such, for the owner to give one of the reasons or publish it. `decided_at`/`decided_by`
 * stay as they were: publishing the waiting answers is the policy's doing, not a person's.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('reviews')
    .addColumn('hidden_reason', 'text', (c) =>
      c.check(sql`hidden_reason in ('spam', 'not-about-a-visit', 'personal-information', 'abusive-language')`),
    )
    .execute();
  await sql`update reviews set status = 'published' where status = 'new'`.execute(db);
}
