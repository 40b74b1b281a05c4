import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AppDatabase } from '../../../kernel/db/database';
import type { RequestLimit } from '../../../kernel/limits/rate-limit';
import { bookingMessages } from '../service';
import { bookingCaps } from '../store';
import { requestsFromClientToday } from '../surge';

/**
 * Whether a visitor could still book, asked before the details step so nobody types their details only to hear
 * at Confirm that their connection is at a limit (apartment buildings and mobile carriers share addresses). Only
 * reads: the rate limit's count is looked at (counter.get), never spent, so moving between steps costs nothing and
 * the confirm still spends its one hit; the per-connection daily limit is counted as the store and the surge
 * defence count it at booking (bookings and held bookings made from this address since midnight in New York).
 * Confirm checks both again for real: this is advice, not the gate.
 */
export type LimitPeek = (req: Request, now: Date) => Promise<string | undefined>;

export function limitPeek(database: AppDatabase, limit: RequestLimit): LimitPeek {
  return async (req, now) => {
    const client = req.ip ?? '';
    // express-rate-limit's own key for this request: the address, an IPv6 one by its /56.
    const spent = client ? await limit.counter.get(limit.name, ipKeyGenerator(client)) : undefined;
    if (spent && spent.hits >= limit.limit) return bookingMessages.tooMany;
    await database.ready();
    const caps = bookingCaps(now, 0);
    if ((await requestsFromClientToday(database.db, client, caps.dayStart)) >= caps.bookingsPerClientPerDay)
      return bookingMessages.clientLimit;
    return undefined;
  };
}
