import type { Response } from 'express';
import { bookingRules } from '../../../../data/booking';
import { wantsJson } from '../../../kernel/http/negotiate';
import {
  bookingMessages,
  guarded,
  isoInZone,
  manageUrl,
  notFoundPage,
  phone,
  seeOther,
  sendManage,
  tokenOf,
  windowRefused,
  windowText,
  withAlternatives,
} from '../../booking';
import { warrantyOf } from './context';
import { warrantyMessages, warrantyMessagesIn, type WarrantyOutcome } from '../warranty';
import { sendWarrantyPage } from '../warranty-pages';

/**
 * POST /booking/:token/warranty windowStart=…&note=… and its API alias POST /api/bookings/:token/warranty: the
 * free warranty visit for the link's Done visit, decided once (warranty.ts). As a page: 303 to the new visit's
 * own page (`?booked=1`), or the step that can fix it, or why not. In JSON: 201 with the new visit, or the refusal.
 */
export const bookWarranty = guarded(async (req, res) => {
  const token = tokenOf(req);
  const outcome = await warrantyOf(res).book(token, req.body, req.ip ?? '');
  if (wantsJson(req)) warrantyAnswer(res, outcome);
  else await warrantyPage(res, token, outcome);
});

/** The outcome in JSON: every refusal has its `error` and, except for field errors, the phone number. */
function warrantyAnswer(res: Response, outcome: WarrantyOutcome): void {
  switch (outcome.kind) {
    case 'booked':
      res.status(201).json({
        reference: outcome.booking.reference,
        ...windowText(outcome.booking),
        manageUrl: manageUrl(outcome.token),
        warrantyOf: outcome.original.reference,
        charge: 'none',
      });
      return;
    case 'not-found':
      res.status(404).json({ error: bookingMessages.notFound, phone });
      return;
    case 'not-done':
      res.status(409).json({ error: warrantyMessages.notDone, phone });
      return;
    case 'ended':
      res
        .status(422)
        .json({ error: warrantyMessages.ended(outcome.state.endsOn), phone, warrantyEnded: outcome.state.endsOn });
      return;
    case 'already':
      res.status(409).json({
        error: warrantyMessages.already(outcome.visit),
        phone,
        visit: { reference: outcome.visit.reference, ...windowText(outcome.visit) },
      });
      return;
    case 'invalid':
      res.status(400).json({ error: bookingMessages.invalid, errors: outcome.errors });
      return;
    case 'refused':
    case 'full':
      windowRefused(res, outcome);
      return;
    case 'limit':
      res.status(outcome.by === 'client' ? 429 : 409).json({ error: outcome.error, phone });
  }
}

async function warrantyPage(res: Response, token: string, outcome: WarrantyOutcome): Promise<void> {
  switch (outcome.kind) {
    case 'booked':
      return seeOther(res, `${manageUrl(outcome.token)}?booked=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'not-done':
      return sendWarrantyPage(
        res,
        token,
        outcome.booking,
        undefined,
        { step: 'stop', error: warrantyMessagesIn(outcome.booking.language).notDone },
        409,
      );
    case 'ended':
      return sendWarrantyPage(
        res,
        token,
        outcome.booking,
        outcome.state,
        { step: 'stop', error: warrantyMessagesIn(outcome.booking.language).ended(outcome.state.endsOn) },
        422,
      );
    case 'already':
      return sendWarrantyPage(
        res,
        token,
        outcome.booking,
        outcome.state,
        { step: 'stop', error: warrantyMessagesIn(outcome.booking.language).already(outcome.visit) },
        409,
      );
    case 'invalid': {
      const { booking, state, errors, values } = outcome;
      if (errors.windowStart)
        return sendWarrantyPage(res, token, booking, state, { step: 'window', error: errors.windowStart }, 400);
      const start = Date.parse(values.windowStart);
      const { timeZone, windowMinutes } = bookingRules;
      const chosen = { start: isoInZone(start, timeZone), end: isoInZone(start + windowMinutes * 60_000, timeZone) };
      return sendWarrantyPage(
        res,
        token,
        booking,
        state,
        { step: 'confirm', chosen, note: values.note, noteError: errors.note },
        400,
      );
    }
    case 'refused':
    case 'full':
      return sendWarrantyPage(
        res,
        token,
        outcome.booking,
        outcome.state,
        {
          step: 'window',
          chosen: outcome.alternatives[0]?.start,
          error: withAlternatives(outcome.error, outcome.alternatives, outcome.booking.language),
        },
        outcome.kind === 'full' ? 409 : 422,
      );
    case 'limit':
      return sendWarrantyPage(
        res,
        token,
        outcome.booking,
        outcome.state,
        { step: 'stop', error: outcome.error },
        outcome.by === 'client' ? 429 : 409,
      );
  }
}
