import type { Response } from 'express';
import type { BookingFieldErrors, BookingValues } from '../../../data/booking';
import { earliestStepAtFault } from '../../../views/pages/book/types';
import { bookFlowPage } from '../../pages/book';
import { fakeBooked, heldPage } from '../booking-pages';
import { bookingContext } from '../context';
import { guarded, sendPage, seeOther, text } from '../page-send';
import { decideBooking } from '../flows';
import { bookingMessages, heldInfo, manageUrl, type CreateOutcome } from '../service';
import { placeChecked, whereStep, windowChecked, windowStep, withAlternatives } from '../step-answers';
import { readBookingValues, validateBooking } from '../validation';

/**
 * POST /book without JavaScript: step=window|details|review move between the steps carrying the visitor's
 * values; step=confirm books (303 to the manage page), or answers the step at fault with why not.
 */
export const bookPost = guarded(async (req, res) => {
  const { service } = bookingContext(res);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const step = text(body.step);
  const values = readBookingValues(body);
  if (!placeChecked(res, values)) return;

  if (step === 'window') return windowStep(res, values);
  if (step === 'details') {
    if (!(await windowChecked(res, values))) return;
    return sendPage(res, bookFlowPage({ step: 'details', values, errors: {} }));
  }

  // Booking itself is decided as the API decides it (flows.ts); only the answer is a page.
  if (step === 'confirm') {
    const decision = await decideBooking(service, body, req.ip ?? '');
    if (decision.kind === 'spam') return fakeBooked(res, decision.request);
    if (decision.kind === 'invalid') return invalidStep(res, values, decision.errors);
    return bookedPage(res, decision.outcome, decision.values);
  }
  const result = validateBooking(body);
  // A bot that filled the honeypot goes through these steps like anyone; only booking itself (above) is pretended.
  if (result.kind === 'invalid') return invalidStep(res, values, result.errors);
  // What the visitor meant, spelled as we store it (a coupon in capitals, the zip's five digits).
  const cleaned: BookingValues = { ...result.values, zip: result.booking.zip, coupon: result.booking.coupon };
  if (!(await windowChecked(res, cleaned))) return;
  sendPage(res, bookFlowPage({ step: 'review', values: cleaned, errors: {} }));
});

/** The step at fault, with the errors beside its fields. */
async function invalidStep(res: Response, values: BookingValues, errors: BookingFieldErrors): Promise<void> {
  const at = earliestStepAtFault(errors) ?? 'details';
  if (at === 'window') return windowStep(res, values, { errors, status: 400 });
  sendPage(res, bookFlowPage({ step: at, values, errors, status: 400 }));
}

/** What a confirmed booking came to, as a page: the 303 to the manage page, or the step that can fix it. */
async function bookedPage(res: Response, outcome: CreateOutcome, cleaned: BookingValues): Promise<void> {
  switch (outcome.kind) {
    case 'held':
      // Answered here rather than redirected: there is no page to go to until the e-mailed link is used, and
      // posting again only says the link was sent already.
      return sendPage(res, heldPage(heldInfo(outcome)));
    case 'booked':
      return seeOther(res, `${manageUrl(outcome.token)}?booked=1`);
    case 'outside':
      return whereStep(res, cleaned, {}, bookingMessages.outside(outcome.zip));
    case 'full':
    case 'refused':
      // Lost the race (or the window went past its notice while the visitor typed): the picker again, the
      // nearest free window preselected, every typed value carried along.
      return windowStep(
        res,
        { ...cleaned, windowStart: outcome.alternatives[0]?.start ?? '' },
        {
          status: outcome.kind === 'full' ? 409 : 422,
          formError: withAlternatives(outcome.error, outcome.alternatives),
        },
      );
    case 'limit':
      return sendPage(
        res,
        bookFlowPage({
          step: 'review',
          values: cleaned,
          errors: {},
          formError: outcome.error,
          status: outcome.by === 'client' ? 429 : 409,
        }),
      );
  }
}
