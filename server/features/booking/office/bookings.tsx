import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { bookingHref } from '../../../../views/office/links';
import { BookingsPage } from '../../../../views/booking/office/BookingsPage';
import { normalReference } from '../office';
import { localDate, nextDate } from '../../../kernel/time-zone';
import { calendarDay, cut, oneLineText, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { viewOf } from './booking-words';
import { warrantyOfDesk } from '../../../../views/visits/WarrantyBadge';

/** Days the list shows unless asked otherwise: today and the next 13. */
const LIST_DAYS = 14;

/** The dates are judged by the booking store, which says which one is wrong; empty ones take the defaults. */
const BOOKINGS_QUERY = v.object({
  reference: v.pipe(oneLineText, cut(20)),
  from: v.pipe(oneLineText, cut(10)),
  to: v.pipe(oneLineText, cut(10)),
});

/** /office/bookings: by day from ?from= to ?to= (today and 13 more by default); ?reference= opens one booking. */
export const bookingsScreen: FeatureScreen<BookingOfficeTools> = async ({ query, now }, tools) => {
  const today = localDate(now.getTime(), bookingRules.timeZone);
  const typed = readQuery(BOOKINGS_QUERY, query);
  const typedReference = typed.reference;
  const errors: { from?: string; to?: string; reference?: string } = {};
  if (typedReference) {
    const found = await tools.bookings.bookingByReference(typedReference);
    if (found) return { redirect: bookingHref(found.reference) };
    errors.reference = normalReference(typedReference)
      ? 'No booking has that reference.'
      : 'Please enter a reference like CAR-7K3P9Q.';
  }
  const from = typed.from || today;
  const to = typed.to || nextDate(calendarDay(from) ?? today, LIST_DAYS - 1);
  const result = await tools.bookings.bookingsBetween(from, to);
  if (result.kind === 'invalid') Object.assign(errors, result.errors);
  const days = result.kind === 'ok' ? result.days : [];
  const links = await tools.warranty.links(days.flatMap((day) => day.bookings.map((b) => b.id)));
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
            bookings: day.bookings.map((found) => ({
              ...viewOf(found),
              warrantyOf: warrantyOfDesk(links.originals.get(found.id)),
            })),
          }))}
        />
      ),
    },
  };
};
