import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { oneLine } from '../../../../data/text';
import { bookingHref, type OfficeBookingView } from '../../../../views/booking/office/booking-types';
import { BookingPage, type BookingPageProps } from '../../../../views/booking/office/BookingPage';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { clockTime, dayName } from '../../../../views/office/format';
import type { OfficeBooking } from '../office';
import type { StoredBooking } from '../store';
import { visitStatusLabels } from '../../../../data/visit-status';
import { warrantyOfDesk, type WarrantyVisitView } from '../../../../views/visits/WarrantyBadge';
import { localDate } from '../availability/windows';
import { notice, readQuery } from '../../../kernel/http/schemas';
import { telHref } from '../../../kernel/mail/mailer';
import { priceHref, priceView } from '../../charges/office/price-page';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';

/** Days the window picker offers, from today: the visitors' horizon and two weeks more, for the office only. */
const PICKER_DAYS = 28;

export const viewOf = (booking: OfficeBooking): OfficeBookingView => ({
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
  model: booking.model,
  problem: booking.problem,
  coupon: booking.coupon,
  createdAt: booking.createdAt,
  updatedAt: booking.updatedAt,
  cancelledAt: booking.cancelledAt,
  changedBy: booking.changedBy,
  source: booking.source,
  createdBy: booking.createdBy,
  leadId: booking.leadId,
  visitStatus: booking.visitStatus,
  technicianId: booking.technicianId,
});

/** A Done visit's warranty visit, as its page lists it. */
const warrantyVisitView = (visit: StoredBooking): WarrantyVisitView => ({
  reference: visit.reference,
  windowStart: Date.parse(visit.windowStart),
  windowEnd: Date.parse(visit.windowEnd),
  date: localDate(Date.parse(visit.windowStart), bookingRules.timeZone),
  status: visit.status === 'cancelled' ? 'Cancelled' : visitStatusLabels[visit.visitStatus],
});

/** "Tuesday, November 24, 8:00 AM–10:00 AM", for the activity log and the notices. */
export const windowWords = (start: number, end: number) =>
  `${dayName(localDate(start, bookingRules.timeZone))}, ${clockTime(start)}–${clockTime(end)}`;

/** ?saved= after a change names the notice to show. */
const BOOKING_QUERY = v.object({
  saved: notice({
    moved: 'Visit moved. The customer is e-mailed the new window.',
    booked: 'Visit booked. The customer is e-mailed the confirmation with their link to move or cancel it.',
    cancelled: 'Visit cancelled. The customer is e-mailed that it is cancelled.',
    note: 'Note added.',
    assigned: 'Technician saved.',
    status: 'Status saved.',
    texts: 'Consent to texts recorded. The customer is texted as the visit goes.',
  }),
});

/** A booking's page, with what a refused change left to show: the choice and why, at the status given. */
export async function bookingPage(
  request: OfficeRequest,
  refused: { status: number; textsError?: string } & Pick<
    BookingPageProps,
    'move' | 'cancelError' | 'saved' | 'note' | 'technicianError'
  > = { status: 200 },
): Promise<OfficeAnswer> {
  const found = await request.booking.bookings.bookingByReference(request.params.reference ?? '');
  if (!found) return { notFound: true };
  const [picker, notes, technicians, events] = await Promise.all([
    request.booking.bookings.windowsForOffice(PICKER_DAYS),
    request.store.bookingNotes(found.id),
    request.booking.dispatch.technicians(),
    request.booking.dispatch.events(found.id),
  ]);
  const { status, ...rest } = refused;
  const saved = rest.saved ?? readQuery(BOOKING_QUERY, request.query).saved;
  const links = await request.booking.warranty.links([found.id]);
  const view = {
    ...viewOf(found),
    warrantyOf: warrantyOfDesk(links.originals.get(found.id)),
    warrantyVisits: (links.visits.get(found.id) ?? []).map(warrantyVisitView),
  };
  const customer = await request.store.customerOf('booking', found.id);
  const photos = await request.booking.photos.list(found.id);
  const texts = request.texts && (await request.texts.permission(found.phone));
  const done = found.status === 'booked' && found.visitStatus === 'done';
  const charge = done ? await request.booking.charges.chargeOf(found.id) : undefined;
  return {
    page: {
      title: `${oneLine(found.name) || 'Booking'} · ${found.reference}`,
      status,
      body: (
        <BookingPage
          booking={view}
          photos={photos.map((photo) => ({ ...photo, href: `${bookingHref(found.reference)}/photos/${photo.id}` }))}
          date={localDate(view.windowStart, bookingRules.timeZone)}
          days={officePickerDays(picker)}
          csrf={request.csrf}
          notes={notes}
          {...(rest.note ? { note: rest.note } : {})}
          dispatch={{ technicians, events }}
          {...(rest.technicianError ? { technicianError: rest.technicianError } : {})}
          customerHref={customer && customerHref(customer)}
          {...(rest.move ? { move: rest.move } : {})}
          {...(rest.cancelError ? { cancelError: rest.cancelError } : {})}
          {...(saved ? { saved } : {})}
          price={
            done ? { view: charge && priceView(found, charge), href: priceHref(found.reference, 'booking') } : undefined
          }
          {...(texts ? { texts: { permission: texts, ...(rest.textsError ? { error: rest.textsError } : {}) } } : {})}
        />
      ),
    },
  };
}

/** The office's picker days, in its words: every window with its places booked, closed days with their reason. */
export function officePickerDays(
  picker: Awaited<ReturnType<OfficeRequest['booking']['bookings']['windowsForOffice']>>,
) {
  if (picker.kind !== 'ok') return [];
  return picker.days.map((day) => ({
    date: day.date,
    label: dayName(day.date),
    ...(day.closed ? { closed: oneLine(day.closed) } : {}),
    windows: day.windows.map((window) => ({
      start: window.start,
      hours: `${clockTime(window.startsAt)}–${clockTime(Date.parse(window.end))}`,
      capacity: window.capacity,
      taken: window.taken,
      past: window.past,
    })),
  }));
}
