import type { Request, Response } from 'express';
import { answerEmptyTwiml, textsContext } from '../context';

const field = (value: unknown) => (typeof value === 'string' ? value : '');

/** Delivery statuses in the order a text passes them; a callback that arrives late never moves one back. */
const ORDER = ['accepted', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'read'];
const FINAL = new Set(['delivered', 'undelivered', 'failed', 'read']);
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

/**
 * POST /texts/webhook/status?text={id}: the provider's delivery report for one text, signed (checked before this
 * runs). The text is found by the id in the callback URL the outbox gave the provider, and by the provider's
 * message id when it is known already; its delivery status moves forward only.
 */
export async function textsStatus(req: Request, res: Response): Promise<void> {
  const { database, now } = textsContext(res);
  const body = req.body as Record<string, unknown>;
  const id = field(req.query.text);
  const status = field(body.MessageStatus).toLowerCase();
  const sid = field(body.MessageSid).slice(0, 64);
  if (UUID.test(id) && ORDER.includes(status)) {
    await database.ready();
    // Statuses a report may replace: none yet, or any before this one (a final one is never replaced).
    const earlier = ORDER.slice(0, ORDER.indexOf(status)).filter((s) => !FINAL.has(s));
    const error = field(body.ErrorCode).slice(0, 20);
    await database.db
      .updateTable('texts')
      .set({
        delivery_status: status,
        delivery_error: error === '' ? null : error,
        delivery_updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('provider_sid', 'is', null), eb('provider_sid', '=', sid)]))
      .where((eb) =>
        earlier.length > 0
          ? eb.or([eb('delivery_status', 'is', null), eb('delivery_status', 'in', earlier)])
          : eb('delivery_status', 'is', null),
      )
      .execute();
  }
  answerEmptyTwiml(res);
}
