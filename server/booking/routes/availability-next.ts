import type { Request, Response } from 'express';
import { bookingRules } from '../../../data/booking';
import { phone } from '../api-answers';
import { bookingContext } from '../context';
import { bookingMessages } from '../service';

/** GET /api/availability/next: the earliest free window, for "Next available" on cached pages. */
export async function nextAvailable(req: Request, res: Response): Promise<void> {
  try {
    const window = (await bookingContext(res).service.nextFree()) ?? null;
    // The same answer for everyone for a minute: the pages that show it stay cacheable, the database calm.
    res.set('Cache-Control', 'public, max-age=60').json({ timeZone: bookingRules.timeZone, window });
  } catch (error) {
    req.log.error({ err: error }, 'next available window failed');
    res.status(503).set('Cache-Control', 'no-store').json({ error: bookingMessages.unavailable, phone });
  }
}
