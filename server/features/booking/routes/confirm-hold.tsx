import type { Response } from 'express';
import { wantsJson } from '../../../kernel/http/negotiate';
import { tokenOf, windowRefused } from '../api-answers';
import { confirmPage, expiredPage, notFoundPage } from '../booking-pages';
import { bookingMessages, manageUrl, parseInstant, type ConfirmOutcome } from '../service';
import { windowText } from '../store';
import { bookingContext, guarded, phone, seeOther, sendManage, text, withAlternatives } from '../flows';

/**
 * POST /booking/:token/confirm: the button on the page a held booking's e-mailed link opens (surge.ts), decided
 * once and answered as a page or, when the request asks for JSON, in the booking API's shapes.
 */
export const confirmHold = guarded(async (req, res) => {
  const token = tokenOf(req);
  const chosen = text((req.body as Record<string, unknown> | undefined)?.windowStart);
  const outcome = await bookingContext(res).service.confirm(
    token,
    chosen === '' ? undefined : (parseInstant(chosen) ?? Number.NaN),
  );
  if (wantsJson(req)) confirmAnswer(res, token, outcome);
  else await confirmHoldPage(res, token, outcome);
});

/** As POST /api/bookings answers a booking (201 booked now, 200 booked by an earlier click), or why not. */
function confirmAnswer(res: Response, token: string, outcome: ConfirmOutcome): void {
  switch (outcome.kind) {
    case 'booked':
    case 'already':
      res
        .status(outcome.kind === 'booked' ? 201 : 200)
        .json({ reference: outcome.booking.reference, ...windowText(outcome.booking), manageUrl: manageUrl(token) });
      return;
    case 'not-found':
      res.status(404).json({ error: bookingMessages.notFound, phone });
      return;
    case 'expired':
      res.status(410).json({ error: bookingMessages.holdExpired, phone });
      return;
    case 'full':
    case 'refused':
      windowRefused(res, outcome);
      return;
    case 'limit':
      res.status(outcome.by === 'client' ? 429 : 409).json({ error: outcome.error, phone });
  }
}

async function confirmHoldPage(res: Response, token: string, outcome: ConfirmOutcome): Promise<void> {
  switch (outcome.kind) {
    case 'booked':
    case 'already':
      // Confirming twice is harmless: both land on the booked visit.
      return seeOther(res, `${manageUrl(token)}?booked=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'expired':
      return sendManage(res, expiredPage(outcome.hold));
    case 'full':
    case 'refused':
      // The window filled (or passed its notice) while the link waited: the picker, nearest free preselected.
      return sendManage(
        res,
        await confirmPage(res, token, outcome.hold, {
          error: withAlternatives(outcome.error, outcome.alternatives, outcome.hold.language),
          picker: true,
          chosen: outcome.alternatives[0]?.start ?? '',
          status: outcome.kind === 'full' ? 409 : 422,
        }),
      );
    case 'limit':
      return sendManage(
        res,
        await confirmPage(res, token, outcome.hold, {
          error: outcome.error,
          status: outcome.by === 'client' ? 429 : 409,
        }),
      );
  }
}
