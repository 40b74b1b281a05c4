import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { BookingPage, type BookingPageProps } from '../../../../views/booking/office/BookingPage';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { visitStatusLabels } from '../../../../data/visit-status';
import { warrantyOfDesk, type WarrantyVisitView } from '../../../../views/visits/WarrantyBadge';
import { notice, readQuery } from '../../../kernel/http/schemas';
import { localDate, officePickerDays, PICKER_DAYS, viewOf, type StoredBooking } from '../../booking';
import { priceHref, priceView } from '../../charges';
import type { OfficeAnswer, OfficeRequest } from '../../../office';

/**
 * The office's page of one booking (GET /office/bookings/:reference and every change refused on it): the booking
 * with its technician, status, history and, once Done, its price. It shows the job, so it is the visits
 * feature's (decision 0047), drawn with booking's words for the booking itself.
 */
/** A Done visit's warranty visit, as its page lists it. */
const warrantyVisitView = (visit: StoredBooking): WarrantyVisitView => ({
  reference: visit.reference,
  windowStart: Date.parse(visit.windowStart),
  windowEnd: Date.parse(visit.windowEnd),
  date: localDate(Date.parse(visit.windowStart), bookingRules.timeZone),
  status: visit.status === 'cancelled' ? 'Cancelled' : visitStatusLabels[visit.visitStatus],
});

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
