import * as v from 'valibot';
import { bookingRules } from '../../../data/booking';
import { findService } from '../../../data/services';
import { oneLine } from '../../../data/text';
import { bookingHref, type OfficeBookingView } from '../../../views/office/booking-types';
import { BookingPage, type BookingPageProps } from '../../../views/office/BookingPage';
import { BookingsPage } from '../../../views/office/BookingsPage';
import { clockTime, dayName } from '../../../views/office/format';
import { normalReference, type OfficeBooking } from '../../booking/office';
import { bookingsCsv } from '../../booking/export';
import { localDate, nextDate } from '../../booking/windows';
import { cut, notice, oneLineText, readFields, readForm, readQuery, text, ticked } from '../../http/schemas';
import { telHref } from '../../leads/mailer';
import type { OfficeAnswer, OfficeRequest, OfficeScreen } from '../http';

/** Days the list shows unless asked otherwise: today and the next 13. */
const LIST_DAYS = 14;
/** Days the window picker offers, from today: the visitors' horizon and two weeks more, for the office only. */
const PICKER_DAYS = 28;

const viewOf = (booking: OfficeBooking): OfficeBookingView => ({
  reference: booking.reference,
  status: booking.status,
  windowStart: Date.parse(booking.windowStart),
  windowEnd: Date.parse(booking.windowEnd),
  name: booking.name,
  phone: booking.phone,
  telHref: telHref(booking.phone),
  email: booking.email,
  address: booking.address,
  zip: booking.zip,
  service: findService(booking.service)?.name ?? booking.service,
  brand: booking.brand,
  problem: booking.problem,
  coupon: booking.coupon,
  createdAt: booking.createdAt,
  updatedAt: booking.updatedAt,
  cancelledAt: booking.cancelledAt,
  changedBy: booking.changedBy,
});

/** "Tuesday, November 24, 8:00 AM–10:00 AM", for the activity log and the notices. */
const windowWords = (start: number, end: number) =>
  `${dayName(localDate(start, bookingRules.timeZone))}, ${clockTime(start)}–${clockTime(end)}`;

/** The dates are judged by the booking store, which says which one is wrong; empty ones take the defaults. */
const BOOKINGS_QUERY = v.object({
  reference: v.pipe(oneLineText, cut(20)),
  from: v.pipe(oneLineText, cut(10)),
  to: v.pipe(oneLineText, cut(10)),
});

/** /office/bookings: by day from ?from= to ?to= (today and 13 more by default); ?reference= opens one booking. */
export const bookingsScreen: OfficeScreen = async ({ booking, query, now }) => {
  const today = localDate(now.getTime(), bookingRules.timeZone);
  const typed = readQuery(BOOKINGS_QUERY, query);
  const typedReference = typed.reference;
  const errors: { from?: string; to?: string; reference?: string } = {};
  if (typedReference) {
    const found = await booking.bookings.bookingByReference(typedReference);
    if (found) return { redirect: bookingHref(found.reference) };
    errors.reference = normalReference(typedReference)
      ? 'No booking has that reference.'
      : 'Please enter a reference like CAR-7K3P9Q.';
  }
  const from = typed.from || today;
  const to = typed.to || nextDate(/^\d{4}-\d{2}-\d{2}$/.test(from) ? from : today, LIST_DAYS - 1);
  const result = await booking.bookings.bookingsBetween(from, to);
  if (result.kind === 'invalid') Object.assign(errors, result.errors);
  const days = result.kind === 'ok' ? result.days : [];
  return {
    page: {
      title: 'Bookings',
      status: Object.keys(errors).length > 0 ? 400 : 200,
      body: (
        <BookingsPage
          from={from}
          to={to}
          reference={typedReference}
          errors={errors}
          days={days.map((day) => ({
            date: day.date,
            ...(day.closed ? { closed: day.closed } : {}),
            bookings: day.bookings.map(viewOf),
          }))}
        />
      ),
    },
  };
};

/** ?saved= after a change names the notice to show. */
const BOOKING_QUERY = v.object({
  saved: notice({
    moved: 'Visit moved. The customer is e-mailed the new window.',
    cancelled: 'Visit cancelled. The customer is e-mailed that it is cancelled.',
  }),
});

/** A booking's page, with what a refused change left to show: the choice and why, at the status given. */
async function bookingPage(
  request: OfficeRequest,
  refused: { status: number } & Pick<BookingPageProps, 'move' | 'cancelError' | 'saved'> = { status: 200 },
): Promise<OfficeAnswer> {
  const found = await request.booking.bookings.bookingByReference(request.params.reference ?? '');
  if (!found) return { notFound: true };
  const picker = await request.booking.bookings.windowsForOffice(PICKER_DAYS);
  const { status, ...rest } = refused;
  const saved = rest.saved ?? readQuery(BOOKING_QUERY, request.query).saved;
  const view = viewOf(found);
  return {
    page: {
      title: `${oneLine(found.name) || 'Booking'} · ${found.reference}`,
      status,
      body: (
        <BookingPage
          booking={view}
          date={localDate(view.windowStart, bookingRules.timeZone)}
          days={
            picker.kind === 'ok'
              ? picker.days.map((day) => ({
                  date: day.date,
                  ...(day.closed ? { closed: day.closed } : {}),
                  windows: day.windows.map((window) => ({
                    start: window.start,
                    startsAt: window.startsAt,
                    endsAt: Date.parse(window.end),
                    capacity: window.capacity,
                    taken: window.taken,
                    past: window.past,
                  })),
                }))
              : []
          }
          csrf={request.csrf}
          {...(rest.move ? { move: rest.move } : {})}
          {...(rest.cancelError ? { cancelError: rest.cancelError } : {})}
          {...(saved ? { saved } : {})}
        />
      ),
    },
  };
}

/** /office/bookings/:reference: everything the customer sent, a move and a cancel. */
export const bookingScreen: OfficeScreen = (request) => bookingPage(request);

/** Whether the window can be booked is the booking store's to say: it refuses with the reason and alternatives. */
const RESCHEDULE_FORM = v.object({ windowStart: v.pipe(text, cut(40)), force: ticked });

/**
 * POST /office/bookings/:reference/reschedule: windowStart, and force=yes to book over capacity (a full window
 * or a closed day) on purpose. The move goes through the booking store, which e-mails the customer.
 */
export const rescheduleScreen: OfficeScreen = async (request) => {
  const reference = request.params.reference ?? '';
  const { windowStart: chosen, force } = readFields(RESCHEDULE_FORM, request.form);
  const before = await request.booking.bookings.bookingByReference(reference);
  const outcome = await request.booking.bookings.officeReschedule(reference, chosen, {
    force,
    by: request.user.email,
  });
  const refuse = (status: number, error: string, alternatives: { start: string; end: string }[] = []) =>
    bookingPage(request, {
      status,
      move: {
        chosen,
        error,
        alternatives: alternatives.map((w) => windowWords(Date.parse(w.start), Date.parse(w.end))),
      },
    });
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'invalid':
      if (outcome.errors.reference) return { notFound: true };
      return refuse(400, 'Please choose one of the arrival windows.');
    case 'cancelled':
      return bookingPage(request, { status: 409, saved: 'This visit was cancelled, so it cannot be moved.' });
    case 'refused':
      return refuse(422, outcome.error, outcome.alternatives);
    case 'full':
      return refuse(409, outcome.error, outcome.alternatives);
    case 'changed': {
      const { booking } = outcome;
      await request.log(
        'Booking moved',
        `${oneLine(booking.name)} (${booking.reference}) from ${before ? windowWords(Date.parse(before.windowStart), Date.parse(before.windowEnd)) : '?'} to ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))}${force ? ', over capacity allowed' : ''}`,
      );
      return { redirect: `${bookingHref(booking.reference)}?saved=moved` };
    }
  }
};

const CANCEL_FORM = v.object({
  confirm: v.pipe(ticked, v.value(true, 'Please tick the box to confirm the cancellation.')),
});

/** POST /office/bookings/:reference/cancel: confirm=yes; frees the place at once and e-mails the customer. */
export const cancelScreen: OfficeScreen = async (request) => {
  const reference = request.params.reference ?? '';
  const form = readForm(CANCEL_FORM, request.form);
  if (!form.ok) {
    const found = await request.booking.bookings.bookingByReference(reference);
    if (!found) return { notFound: true };
    return bookingPage(request, { status: 400, cancelError: form.errors.confirm });
  }
  const outcome = await request.booking.bookings.officeCancel(reference, request.user.email);
  switch (outcome.kind) {
    case 'not-found':
      return { notFound: true };
    case 'invalid':
      return { notFound: true };
    case 'cancelled':
      return { redirect: bookingHref(outcome.booking.reference) };
    case 'changed':
      await request.log(
        'Booking cancelled',
        `${oneLine(outcome.booking.name)} (${outcome.booking.reference}), ${windowWords(Date.parse(outcome.booking.windowStart), Date.parse(outcome.booking.windowEnd))}`,
      );
      return { redirect: `${bookingHref(outcome.booking.reference)}?saved=cancelled` };
    default:
      return bookingPage(request, { status: 409, cancelError: 'This visit could not be cancelled.' });
  }
};

/** /office/export/bookings.csv: every booking, cancelled ones too, by window; the same safe CSV as leads.csv. */
export const bookingsCsvExport: OfficeScreen = async ({ booking, log, now }) => {
  const all = await booking.bookings.allBookings();
  await log('Exported bookings.csv', `${all.length} booking${all.length === 1 ? '' : 's'}`);
  return {
    file: {
      type: 'text/csv; charset=utf-8',
      name: `bookings-${now.toISOString().slice(0, 10)}.csv`,
      body: bookingsCsv(all),
    },
  };
};
