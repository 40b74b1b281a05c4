import { business } from '../../../data/business';
import { localDate, nextDate } from '../booking';

/**
 * The 90-day parts and labour warranty of a Done visit, in the business's days: it runs to the end of the day
 * (Washington time) `warrantyDays` after the day the visit was marked Done. The receipt writes it with the price;
 * the visit's warranty (server/features/visits/, after charges) reads the same rule through charges' index.
 */
export function warrantyEndsOn(doneAt: string | Date, timeZone: string = business.timeZone): string {
  const at = typeof doneAt === 'string' ? Date.parse(doneAt) : doneAt.getTime();
  return nextDate(localDate(at, timeZone), business.warrantyDays);
}
