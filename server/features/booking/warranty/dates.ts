import { business } from '../../../../data/business';
import { localDate, nextDate, zonedInstant } from '../../../kernel/time-zone';

/**
 * The 90-day parts and labour warranty of a Done visit, in the business's days: it runs to the end of the day
 * (Washington time) `warrantyDays` after the day the visit was marked Done. One rule for the receipt, the
 * manage page's "The same problem came back" and the office.
 */
export function warrantyEndsOn(doneAt: string | Date, timeZone: string = business.timeZone): string {
  const at = typeof doneAt === 'string' ? Date.parse(doneAt) : doneAt.getTime();
  return nextDate(localDate(at, timeZone), business.warrantyDays);
}

/** Whether a warranty that ends on `endsOn` (YYYY-MM-DD) still covers `now`: through that whole business day. */
export function warrantyCovers(endsOn: string, now: Date, timeZone: string = business.timeZone): boolean {
  return localDate(now.getTime(), timeZone) <= endsOn;
}

/** How long after the warranty's last day a Done visit's manage link still opens: to say it has ended, plainly. */
export const LINK_DAYS_AFTER_WARRANTY = 30;

/**
 * The manage link's expiry once a visit is marked Done at `doneAt`: the end of the business day 30 days after the
 * warranty's last one, so a customer who comes back late reads that the warranty has ended (with the phone
 * number) rather than "not found". Never shorter than it already was.
 */
export function warrantyLinkExpiry(current: string, doneAt: Date, timeZone: string = business.timeZone): string {
  const endsOn = warrantyEndsOn(doneAt, timeZone);
  const until = zonedInstant(nextDate(endsOn, LINK_DAYS_AFTER_WARRANTY + 1), 0, timeZone);
  return new Date(Math.max(until, Date.parse(current) || 0)).toISOString();
}
