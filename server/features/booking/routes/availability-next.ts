import type { Request, Response } from 'express';
import { sendReadyAnswer } from '../../../kernel/cache/cached-answer';
import { bookingMessages } from '../service';
import { JSON_TYPE } from './availability';
import { bookingContext, phone } from '../flows';

/**
 * GET /api/availability/next: the earliest free window, for "Next available" on cached pages. Made once per
 * reading with the windows' answer, and answered before Express the same way (availability-answers.ts).
 */
export async function nextAvailable(req: Request, res: Response): Promise<void> {
  try {
    const answer = await bookingContext(res).availability.current('next');
    // The same answer for everyone for a minute: the pages that show it stay cacheable, the database calm.
    await sendReadyAnswer(req, res, answer, { cacheControl: 'public, max-age=60', contentType: JSON_TYPE });
  } catch (error) {
    req.log.error({ err: error }, 'next available window failed');
    res.status(503).set('Cache-Control', 'no-store').json({ error: bookingMessages.unavailable, phone });
  }
}
