import { business } from '../../data/business';
import { localDate, nextDate } from './windows';

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
