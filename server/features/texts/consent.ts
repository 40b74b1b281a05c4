import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { instant } from '../../kernel/db/engine';
import type { TextConsentAction, TextConsentEventSource, Tables } from '../../kernel/db/schema';
import { phoneKey } from '../../kernel/contact';

/** A number texts can go to: its key (as bookings.phone_key) and the E.164 form the provider takes. */
export interface TextNumber {
  key: string;
  e164: string;
}

// A North American number: area code and exchange each start 2 to 9.
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/** The number as a customer typed it, if it is a US (North American) number a text can reach; else undefined. */
export function textNumber(phone: string): TextNumber | undefined {
  const key = phoneKey(phone);
  return NANP.test(key) ? { key, e164: `+1${key}` } : undefined;
}

/** Whether a number may be texted, and why not. */
export type TextPermission = 'yes' | 'no-consent' | 'opted-out';

/**
 * A number may be texted once it has a consent (the booking form's box, the office on the phone) and no STOP it
 * has not lifted. STOP is the number's own word: only the number texting START, or the office recording consent
 * given on the phone by the customer (logged with who heard it), lifts it. A booking's box ticked after a STOP
 * does not: anyone can type someone else's number into a form. A START alone gives no consent. A STOP at the
 * same instant as what would lift it wins.
 */
export async function textPermission(db: Kysely<Tables>, key: string): Promise<TextPermission> {
  const rows = await db
    .selectFrom('text_consents')
    .select(['action', 'source', (eb) => eb.fn.max('at').as('latest')])
    .where('phone_key', '=', key)
    .groupBy(['action', 'source'])
    .execute();
  const latest = (action: TextConsentAction, sources?: readonly TextConsentEventSource[]) =>
    Math.max(
      -Infinity,
      ...rows
        .filter((r) => r.action === action && (!sources || sources.includes(r.source)))
        .map((r) => Date.parse(instant(r.latest))),
    );
  if (latest('consent') === -Infinity) return 'no-consent';
  const stop = latest('stop');
  if (stop === -Infinity) return 'yes';
  return stop < Math.max(latest('start'), latest('consent', ['office-phone'])) ? 'yes' : 'opted-out';
}

export interface ConsentEvent {
  phone: string;
  action: TextConsentAction;
  source: TextConsentEventSource;
  /** The booking's id, the office user's e-mail, the provider's message id. */
  detail?: string;
  at: Date;
}

/**
 * Records a consent, STOP or START for a number, in the caller's transaction when given one. False, and nothing
 * recorded, when the number is not one texts can reach.
 */
export async function recordTextConsent(db: Kysely<Tables>, event: ConsentEvent): Promise<boolean> {
  const number = textNumber(event.phone);
  if (!number) return false;
  await db
    .insertInto('text_consents')
    .values({
      id: randomUUID(),
      phone_key: number.key,
      action: event.action,
      source: event.source,
      at: event.at.toISOString(),
      detail: (event.detail ?? '').slice(0, 200),
    })
    .execute();
  return true;
}
