import type { RequestHandler, Response } from 'express';
import type { BookingValues } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { lookupZip } from '../../../../data/site/zip-lookup';
import { readUtm } from '../../../../data/sources';
import { oneLine } from '../../../../data/text';
import { messagesFor } from '../../../../data/messages';
import { bookFlowPage, emptyBookingValues } from '../book-page';
import { bookingMessages, findCoupon, parseInstant } from '../service';
import {
  guarded,
  limitChecked,
  localeOf,
  placeChecked,
  sendPage,
  text,
  whereStep,
  windowChecked,
  windowStep,
} from '../flows';

/** Steps 2 and 3 from a link or the form without JavaScript: the windows, then the details form. */
const steps = guarded(async (req, res) => {
  const query = req.query as Record<string, unknown>;
  const values = emptyBookingValues();
  values.zip = oneLine(text(query.zip)).slice(0, 10);
  values.service = oneLine(text(query.service)).slice(0, 60);
  values.coupon = findCoupon(oneLine(text(query.coupon))) ?? '';
  values.windowStart = oneLine(text(query.window)).slice(0, 40);
  // A window a link carried that is no instant at all is dropped rather than shown back.
  if (parseInstant(values.windowStart) === undefined) values.windowStart = '';
  // The landing URL's UTM parameters, carried in the address by step 1's form; kept only when valid.
  Object.assign(values, readUtm(query as Record<string, unknown>));
  // A link that knows only part of step 1 (the zip checker, a city page, "Next available") leaves the other
  // parameter out: step 1 with what it knows filled in, unrefused. Step 1's form always sends both.
  if (query.zip === undefined || query.service === undefined) return partOfWhere(res, values);
  if (!placeChecked(res, values)) return;
  if (values.windowStart === '') return windowStep(res, values);
  if (!(await windowChecked(res, values))) return;
  if (!(await limitChecked(req, res, values))) return;
  sendPage(res, bookFlowPage({ step: 'details', values, errors: {}, locale: localeOf(res) }));
});

/** Step 1 with a known zip, appliance, coupon and window kept; what was given but is wrong is refused as usual. */
function partOfWhere(res: Response, values: BookingValues): void {
  if (values.service !== '' && !findService(values.service)) values.service = '';
  const zip = lookupZip(values.zip);
  if (zip.kind === 'invalid') return whereStep(res, values, { zip: messagesFor(localeOf(res)).booking.errorBadZip });
  if (zip.kind === 'outside') return whereStep(res, values, {}, bookingMessages.outside(zip.zip));
  if (zip.kind !== 'none') values.zip = zip.zip;
  sendPage(res, bookFlowPage({ step: 'where', values, errors: {}, locale: localeOf(res) }));
}

/** GET /book with a zip code or a window: a live step; without either, the cached step 1 (next route) answers. */
export const bookSteps: RequestHandler = (req, res, next) => {
  const query = req.query as Record<string, unknown>;
  if (text(query.zip).trim() === '' && text(query.window) === '') return next();
  return steps(req, res, next);
};

/**
 * GET /es/book with a zip code or a window: a live step, as /book; without either, step 1 in Spanish is the page
 * table's twin of /book (server/app/pages.ts), from the page cache like every other page.
 */
export const spanishBookSteps: RequestHandler = (req, res, next) => {
  const query = req.query as Record<string, unknown>;
  if (text(query.zip).trim() === '' && text(query.window) === '') return next();
  return steps(req, res, next);
};
