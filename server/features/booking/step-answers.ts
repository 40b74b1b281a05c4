import type { Request, Response } from 'express';
import { bookingRules, type BookingFieldErrors, type BookingValues } from '../../../data/booking';
import { findService } from '../../../data/site/services';
import { lookupZip } from '../../../data/site/zip-lookup';
import { windowInWords, type DayChoice, type WindowChoice } from '../../../views/booking/format';
import type { BookPageState } from './book-page';
import { bookingContext } from './context';
import { sendStep } from './page-send';
import { bookingMessages, windowOf, type BookingService } from './service';
import { parseInstant } from './validation';
import { localDate } from './availability/windows';

/**
 * The window choice and the /book steps: the picker's days, refusals with alternatives; each a page, or JSON when
 * the request asks for it (page-send.ts's sendStep).
 */

export const dayChoices = (days: Awaited<ReturnType<BookingService['days']>>): DayChoice[] =>
  days.map((day) => ({
    date: day.date,
    ...(day.closed ? { closed: day.closed } : {}),
    windows: day.windows.map(windowOf),
  }));

/** Today's date where the business is, for the picker. */
export const bookingToday = (res: Response): string =>
  localDate(bookingContext(res).now().getTime(), bookingRules.timeZone);

/** "… Nearest free windows: Tuesday, Nov 24, 10 am–12 pm; …" after a refusal that offers some. */
export function withAlternatives(message: string, alternatives: readonly WindowChoice[]): string {
  if (alternatives.length === 0) return message;
  return `${message} Nearest free windows: ${alternatives.map(windowInWords).join('; ')}.`;
}

/** Step 1 again, with why the zip or appliance was refused. */
export const whereStep = (res: Response, values: BookingValues, errors: BookingFieldErrors, formError?: string) =>
  sendStep(res, {
    step: 'where',
    values,
    errors,
    ...(formError ? { formError } : {}),
    status: formError ? 422 : 400,
  });

/** Step 2 with live windows; `chosen` is preselected when it is still free. */
export async function windowStep(res: Response, values: BookingValues, extra: Partial<BookPageState> = {}) {
  const days = dayChoices(await bookingContext(res).service.days());
  // The instant too, so today's day can offer the phone while the shop is open (views/booking/WindowPicker.tsx).
  const now = bookingContext(res).now().getTime();
  sendStep(res, { step: 'window', values, days, today: bookingToday(res), now, ...extra });
}

/** Whether the zip and appliance let the visitor past step 1; if not, step 1 has been answered. */
export function placeChecked(res: Response, values: BookingValues): boolean {
  const errors: BookingFieldErrors = {};
  const zip = lookupZip(values.zip);
  if (zip.kind === 'none') errors.zip = 'Please enter the zip code of the address we are visiting.';
  else if (zip.kind === 'invalid') errors.zip = bookingMessages.badZip;
  if (!findService(values.service)) errors.service = bookingMessages.badService;
  if (Object.keys(errors).length > 0) {
    whereStep(res, values, errors);
    return false;
  }
  if (zip.kind === 'outside') {
    whereStep(res, values, {}, bookingMessages.outside(zip.zip));
    return false;
  }
  if (zip.kind !== 'none' && zip.kind !== 'invalid') values.zip = zip.zip;
  return true;
}

/** The window if it can be booked now, or step 2 answered with why not (the visitor's values kept). */
export async function windowChecked(res: Response, values: BookingValues): Promise<boolean> {
  const { service } = bookingContext(res);
  const start = parseInstant(values.windowStart);
  const offered = (await service.windows()).find((window) => Date.parse(window.start) === start);
  if (offered && offered.remaining > 0) {
    values.windowStart = offered.start;
    return true;
  }
  const error = offered ? bookingMessages.full : 'Please choose one of the arrival windows shown.';
  const alternatives = offered ? await service.alternatives(start) : [];
  await windowStep(res, values, {
    status: offered ? 409 : 400,
    ...(offered ? { formError: withAlternatives(error, alternatives) } : { errors: { windowStart: error } }),
    values: { ...values, windowStart: alternatives[0]?.start ?? '' },
  });
  return false;
}

/**
 * Before the details are typed: a visitor whose connection is at a booking limit hears it now, with the phone
 * number, on the window step (429), rather than at Confirm after all the typing. Nothing is spent (limit-peek.ts).
 */
export async function limitChecked(req: Request, res: Response, values: BookingValues): Promise<boolean> {
  const { limitPeek, now } = bookingContext(res);
  const reached = await limitPeek(req, now());
  if (!reached) return true;
  await windowStep(res, values, { formError: reached, status: 429 });
  return false;
}
