import type { Response } from 'express';
import { wantsJson } from '../../../kernel/http/negotiate';
import { bookingView, changeAnswer, tokenOf } from '../api-answers';
import { notFoundPage, sendManagePage } from '../booking-pages';
import { bookingMessages, manageUrl, parseInstant, startedMessage, WINDOW_START_ERROR } from '../service';
import {
  bookingContext,
  decideReschedule,
  guarded,
  seeOther,
  sendManage,
  text,
  type RescheduleDecision,
  withAlternatives,
} from '../flows';

/**
 * POST /booking/:token/reschedule windowStart=… and its API alias POST /api/bookings/:token/reschedule: the
 * booking moved or why not, decided once (flows.ts). As a page: 303 to the manage page moved, or the picker with
 * why not. In JSON: the booking in its new window, or the API's refusal.
 */
export const rescheduleBooking = guarded(async (req, res) => {
  const { service, now } = bookingContext(res);
  const token = tokenOf(req);
  const start = parseInstant(text((req.body as Record<string, unknown> | undefined)?.windowStart));
  const decision = await decideReschedule(service, now, token, start);
  if (!wantsJson(req)) return reschedulePage(res, token, decision);
  if (decision.kind === 'unchanged') res.json(bookingView(decision.booking, token));
  else if (decision.kind === 'no-window')
    res.status(400).json({ error: bookingMessages.invalid, errors: { windowStart: WINDOW_START_ERROR } });
  else changeAnswer(res, token, decision);
});

async function reschedulePage(res: Response, token: string, decision: RescheduleDecision): Promise<void> {
  switch (decision.kind) {
    case 'changed':
      return seeOther(res, `${manageUrl(token)}?moved=1`);
    case 'unchanged':
      return seeOther(res, manageUrl(token));
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'no-window':
      return sendManagePage(res, token, decision.booking, {
        reschedule: true,
        error: WINDOW_START_ERROR,
        status: 400,
      });
    case 'started':
      return sendManagePage(res, token, decision.booking, { error: startedMessage(decision.booking), status: 422 });
    case 'cancelled':
      return sendManagePage(res, token, decision.booking, { error: bookingMessages.cancelled, status: 409 });
    case 'full':
    case 'refused':
      return sendManagePage(res, token, decision.booking, {
        reschedule: true,
        error: withAlternatives(decision.error, decision.alternatives, decision.booking.language),
        ...(decision.alternatives[0] ? { chosen: decision.alternatives[0].start } : {}),
        status: decision.kind === 'full' ? 409 : 422,
      });
  }
}
