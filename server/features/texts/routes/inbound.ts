import type { Request, Response } from 'express';
import { textRules } from '../../../../data/texts';
import { answerEmptyTwiml, textsContext } from '../context';
import { recordTextConsent } from '../consent';

const field = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What a reply means: a STOP word alone, or a reply starting with the word STOP ("Stop texting me"), opts out; a
 * START word alone opts back in; anything else is a reply for the office's phone, not for the site.
 */
export function replyAction(body: string): 'stop' | 'start' | undefined {
  const words = body
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return undefined;
  if ((textRules.stopWords as readonly string[]).includes(first) && (words.length === 1 || first === 'STOP'))
    return 'stop';
  if (words.length === 1 && (textRules.startWords as readonly string[]).includes(first)) return 'start';
  return undefined;
}

/**
 * POST /texts/webhook/inbound: a customer's reply, signed by the provider (checked before this runs). STOP and its
 * kin record an opt-out, START and its kin an opt-in again; the answer is empty TwiML, so the site never replies
 * (the provider sends the carriers' standard confirmations itself). The reply's words are neither stored nor
 * logged.
 *
 * Once per MessageSid: the signature has no timestamp, so a captured START could be posted again after a later
 * STOP. The id is kept (text_replies) in the transaction that records the reply, and a reply whose id is there
 * already changes nothing; one without an id is not acted on.
 */
export async function textsInbound(req: Request, res: Response): Promise<void> {
  const { database, logger, now } = textsContext(res);
  const body = req.body as Record<string, unknown>;
  const action = replyAction(field(body.Body).slice(0, 1600));
  const sid = field(body.MessageSid).slice(0, 64);
  if (action && sid === '') logger.warn(`text reply without a MessageSid: ${action} not recorded`);
  else if (action) {
    await database.ready();
    const at = now();
    const outcome = await database.db.transaction().execute(async (trx) => {
      const seen = await trx
        .insertInto('text_replies')
        .values({ message_sid: sid, received_at: at.toISOString() })
        .onConflict((conflict) => conflict.column('message_sid').doNothing())
        .executeTakeFirst();
      if (seen.numInsertedOrUpdatedRows === 0n) return 'replayed' as const;
      const recorded = await recordTextConsent(trx, {
        phone: field(body.From),
        action,
        source: 'reply',
        detail: sid,
        at,
      });
      return recorded ? ('recorded' as const) : ('not-a-number' as const);
    });
    logger.info({ messageSid: sid, outcome }, `text reply: ${action === 'stop' ? 'opt-out' : 'opt-in'}`);
  }
  answerEmptyTwiml(res);
}
