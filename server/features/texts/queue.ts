import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Locale } from '../../../data/locale';
import { textRules } from '../../../data/texts';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { kindQueue, pendingColumns, queueKind, usualColumns } from '../../kernel/queue/kinds';
import type { Tables, TextSkipReason, TextsTable } from '../../kernel/db/schema';
import { composeText } from './compose';
import { textNumber, textPermission } from './consent';

/** A text another feature asks for (an "on the way", a reminder): to whom, what, about which visit. */
export interface NewText {
  /** The customer's number as typed; only US numbers are texted. */
  to: string;
  /** Plain text; the sender's name and the opt-out footer are added, and it is cut to textRules.maxSegments segments. */
  body: string;
  /** The customer's language, which the opt-out line is written in; English when not given. */
  language?: Locale;
  bookingId?: string | null;
  /** What the text is about ('on-the-way', 'reminder', …), for the office and the tests. */
  kind: string;
  /**
   * The caller's key for a text that several servers or retries may call for (a reminder: its e-mail's id):
   * queued once, and queueing it again adds nothing (`{ status: 'already' }`). Without it, a new id.
   */
  id?: string;
  /** Not sent after this instant, when that is sooner than textRules.validForMinutes after queueing. */
  expiresAt?: Date;
}

/** What queueing did: the text waits in the outbox, or was recorded as skipped and why, or texts are off. */
export type QueuedText =
  | { status: 'pending'; id: string }
  | { status: 'skipped'; id: string; reason: TextSkipReason }
  /** A text with the caller's id was queued before: nothing new. */
  | { status: 'already'; id: string }
  | { status: 'off' };

/**
 * Puts a text in the outbox inside the caller's transaction, so it is committed with the change that called for
 * it, or not at all. A number without consent, or that sent STOP since, gets a row marked skipped (with the
 * reason) and nothing is sent; so does a number that is not a US number.
 */
export async function insertText(trx: Kysely<Tables>, text: NewText, now: Date): Promise<QueuedText> {
  const number = textNumber(text.to);
  const at = now.toISOString();
  const reason: TextSkipReason | undefined = !number
    ? 'invalid-number'
    : await textPermission(trx, number.key).then((permission) => (permission === 'yes' ? undefined : permission));
  const expires = Math.min(now.getTime() + textRules.validForMinutes * 60_000, text.expiresAt?.getTime() ?? Infinity);
  const row: Insertable<TextsTable> = {
    id: text.id ?? randomUUID(),
    booking_id: text.bookingId ?? null,
    kind: text.kind.slice(0, 40),
    phone_key: number?.key ?? '',
    to_number: number?.e164 ?? '',
    body: composeText(text.body, text.language),
    ...pendingColumns(at),
    // Not to be sent (no valid number, or no permission to text it): kept as skipped, with the reason.
    ...(reason ? { status: 'skipped' as const } : {}),
    skip_reason: reason ?? null,
    expires_at: new Date(expires).toISOString(),
    provider_sid: null,
    delivery_status: null,
    delivery_error: null,
    delivery_updated_at: null,
    created_at: at,
  };
  // The caller's id is the text's key: of two servers queueing it at once, one row is written, on both engines.
  const inserted = await trx
    .insertInto('texts')
    .values(row)
    .$if(text.id !== undefined, (insert) => insert.onConflict((conflict) => conflict.column('id').doNothing()))
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 0n) return { status: 'already', id: row.id };
  return reason ? { status: 'skipped', id: row.id, reason } : { status: 'pending', id: row.id };
}

/** One text claimed from the outbox, ready to hand to the provider. */
export interface OutgoingText {
  id: string;
  to: string;
  body: string;
}

/** A customer text, as a kind of the one queue (server/kernel/queue/kinds.ts). */
export const textKind = queueKind({
  name: 'text',
  label: 'Texts',
  columns: usualColumns('texts'),
  since: 'created_at',
});

/**
 * The `texts` table as the outbox works it: a server takes the due text longest waiting, so with several servers
 * each text goes out from one of them. A claimed text is looked at again before it is sent: one past its time,
 * or to a number that sent STOP after it was queued, is marked skipped instead, and the next is claimed.
 */
export function textQueue(database: AppDatabase) {
  const { db } = database;

  const skip = (id: string, owner: string, reason: TextSkipReason) =>
    db
      .updateTable('texts')
      .set({ status: 'skipped', skip_reason: reason, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();

  const outbox = kindQueue(database, textKind, {
    async take(row, { owner, now }): Promise<OutgoingText | undefined> {
      if (Date.parse(instant(row.expires_at)) <= now.getTime()) {
        await skip(row.id, owner, 'expired');
        return undefined;
      }
      const permission = await textPermission(db, row.phone_key);
      if (permission !== 'yes') {
        await skip(row.id, owner, permission);
        return undefined;
      }
      return { id: row.id, to: row.to_number, body: row.body };
    },
  });

  return {
    ...outbox,
    /** Keeps the provider's id of a text it took, for its status callbacks. */
    async setProviderSid(id: string, sid: string): Promise<void> {
      await db.updateTable('texts').set({ provider_sid: sid }).where('id', '=', id).execute();
    },
  };
}
