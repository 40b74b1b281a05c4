import type { Request, Response } from 'express';
import type { BookingFieldErrors, BookingValues } from '../../../../data/booking';
import { earliestStepAtFault } from '../../../../views/booking/types';
import { wantsJson } from '../../../kernel/http/negotiate';
import { bookingAnswer } from '../api-answers';
import { fakeBooked, heldPage } from '../booking-pages';
import {
  bookingMessages,
  decideBooking,
  heldInfo,
  manageUrl,
  readBookingValues,
  validateBooking,
  type BookingDecision,
} from '../service';
import type { BookPageState } from '../book-page';
import type { PhotosKept } from '../../../../views/booking/types';
import { sentPhotos } from '../photo-upload';
import { photoMessages, readStepPhotos } from '../photos';
import {
  bookingContext,
  guarded,
  limitChecked,
  localeOf,
  placeChecked,
  seeOther,
  sendPage,
  sendStep,
  text,
  whereStep,
  windowChecked,
  windowStep,
  withAlternatives,
} from '../flows';

/**
 * POST /book, the booking form's one handler: step=window|details|review move between the steps carrying the
 * visitor's values; step=confirm books. Each answer is a page (the confirmation is a 303 to the manage page) or,
 * when the request asks for JSON (the island does), JSON: the confirm step's is POST /api/bookings's.
 */
export const bookPost = guarded(async (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const step = text(body.step);
  if (step === 'confirm') return confirmStep(req, res);
  const values = readBookingValues(body);
  if (!placeChecked(res, values)) return;

  if (step === 'window') return windowStep(res, values);
  if (step === 'details') {
    // From the review's "Change details", or the picker after a window lapsed: the photos kept so far go along.
    const carried = await carriedPhotos(res, text(body.photoKey));
    if (!(await windowChecked(res, values, carried))) return;
    if (!(await limitChecked(req, res, values))) return;
    return sendStep(res, { step: 'details', values, errors: {}, ...carried });
  }
  const result = validateBooking(body, { language: localeOf(res) });
  const sent = sentPhotos(res);
  const carried = await carriedPhotos(res, text(body.photoKey));
  // Nothing is stored on a refusal: files chosen with it must be chosen again (a browser never keeps them).
  const again = sent.files.length > 0 || sent.tooMany ? { photoError: photoMessages.chooseAgain } : {};
  // A bot that filled the honeypot goes through these steps like anyone; only booking itself is pretended.
  if (result.kind === 'invalid') return invalidStep(res, values, result.errors, { ...carried, ...again });
  // What the visitor meant, spelled as we store it (a coupon in capitals, the zip's five digits).
  const cleaned: BookingValues = { ...result.values, zip: result.booking.zip, coupon: result.booking.coupon };
  // The photos before the window: if it lapsed while the details were typed, they wait with the rest for the next.
  const photos = await readStepPhotos(bookingContext(res).photos, sent, text(body.photoKey));
  const kept = photos.kind === 'kept' ? { photos: { key: photos.key, count: photos.count } } : {};
  if (!(await windowChecked(res, cleaned, kept))) return;
  if (photos.kind === 'refused')
    return sendStep(res, {
      step: 'details',
      values: cleaned,
      errors: {},
      ...carried,
      photoError: photos.message,
      status: 400,
    });
  sendStep(res, {
    step: 'review',
    values: cleaned,
    errors: {},
    ...kept,
  });
});

/** The pending upload a form carried, while it still holds photos. */
async function carriedPhotos(res: Response, key: string): Promise<{ photos?: PhotosKept }> {
  if (!key) return {};
  const count = await bookingContext(res).photos.pendingCount(key);
  return count > 0 ? { photos: { key, count } } : {};
}

/** POST /api/bookings: the documented API's path to the confirm step, answered in JSON (docs/booking.md). */
export const confirmBooking = guarded(confirmStep);

/** Booking itself, decided once (flows.ts) and answered as JSON or as the page that follows. */
async function confirmStep(req: Request, res: Response): Promise<void> {
  const json = wantsJson(req);
  const values = readBookingValues(req.body);
  // A page checks the place first, as the earlier steps did: a zip outside the area goes back to step 1.
  if (!json && !placeChecked(res, values)) return;
  const { service, photos } = bookingContext(res);
  const decision = await decideBooking(service, req.body, req.ip ?? '', { language: localeOf(res) });
  // The photos sent at the details step, if the form carried any, join the booking just made (a held booking's
  // expire unused).
  const photoKey = text((req.body as Record<string, unknown> | undefined)?.photoKey);
  if (photoKey && decision.kind === 'applied' && decision.outcome.kind === 'booked')
    await photos.attach(photoKey, decision.outcome.booking.id);
  if (json) return bookingAnswer(res, decision);
  return bookedPage(res, values, decision, photoKey);
}

/** The step at fault, with the errors beside its fields. */
async function invalidStep(
  res: Response,
  values: BookingValues,
  errors: BookingFieldErrors,
  photos: Pick<BookPageState, 'photos' | 'photoError'> = {},
): Promise<void> {
  const at = earliestStepAtFault(errors) ?? 'details';
  if (at === 'window') return windowStep(res, values, { errors, status: 400, ...photos });
  sendStep(res, { step: at, values, errors, status: 400, ...photos });
}

/** What a confirmed booking came to, as a page: the 303 to the manage page, or the step that can fix it. */
async function bookedPage(
  res: Response,
  values: BookingValues,
  decision: BookingDecision,
  /** The pending upload the review carried: back to the picker, its photos go along. */
  photoKey: string,
): Promise<void> {
  if (decision.kind === 'spam') return fakeBooked(res, decision.request);
  if (decision.kind === 'invalid') return invalidStep(res, values, decision.errors);
  const { outcome, values: cleaned } = decision;
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
          ...(await carriedPhotos(res, photoKey)),
          status: outcome.kind === 'full' ? 409 : 422,
          formError: withAlternatives(outcome.error, outcome.alternatives, localeOf(res)),
        },
      );
    case 'limit':
      return sendStep(res, {
        step: 'review',
        values: cleaned,
        errors: {},
        formError: outcome.error,
        status: outcome.by === 'client' ? 429 : 409,
      });
  }
}
