import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadStatus, Tables } from '../../kernel/db/schema';

/**
 * Records a change of a lead's status (lead_events, migration 0018-lead-events), in the transaction that makes
 * it, so the reports' time to call back reads when it happened, never a sentence of the activity log. Every
 * place a lead's status changes calls this: the lead's page, and a visit booked from the lead.
 */
export async function recordLeadStatusChange(
  trx: Kysely<Tables>,
  change: { leadId: string; at: Date; by: string; from: LeadStatus; to: LeadStatus },
): Promise<void> {
  if (change.from === change.to) return;
  await trx
    .insertInto('lead_events')
    .values({
      id: randomUUID(),
      lead_id: change.leadId,
      at: change.at.toISOString(),
      actor_email: change.by,
      from_status: change.from,
      to_status: change.to,
    })
    .execute();
}
