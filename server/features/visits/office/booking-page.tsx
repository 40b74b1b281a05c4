import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { BookingPage, type BookingPageProps } from '../../../../views/booking/office/BookingPage';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { displayStatus } from '../../../../data/visit-status';
import { warrantyOfDesk, type WarrantyVisitView } from '../../../../views/visits/WarrantyBadge';
import { jobPhotoHref } from '../../../../views/visits/FromTheJob';
import { notice, readQuery } from '../../../kernel/http/schemas';
import { localDate, officePickerDays, PICKER_DAYS, viewOf, type StoredBooking } from '../../booking';
import { priceHref, priceView } from '../../charges';
import type { VisitsOfficeTools } from './tools';
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
  status: displayStatus(visit.status, visit.visitStatus).label,
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
  tools: VisitsOfficeTools,
  refused: { status: number; textsError?: string } & Pick<
    BookingPageProps,
    'move' | 'cancelError' | 'saved' | 'note' | 'technicianError'
  > = { status: 200 },
): Promise<OfficeAnswer> {
  const found = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!found) return { notFound: true };
  const [picker, notes, technicians, events] = await Promise.all([
    tools.bookings.windowsForOffice(PICKER_DAYS),
    tools.notes.bookingNotes(found.id),
    tools.dispatch.technicians(),
    tools.dispatch.events(found.id),
  ]);
  const { status, ...rest } = refused;
  const saved = rest.saved ?? readQuery(BOOKING_QUERY, request.query).saved;
  const links = await tools.warranty.links([found.id]);
  const view = {
    ...viewOf(found),
    warrantyOf: warrantyOfDesk(links.originals.get(found.id)),
    warrantyVisits: (links.visits.get(found.id) ?? []).map(warrantyVisitView),
  };
  const customer = await tools.customers.customerOf('booking', found.id);
  const [photos, record] = await Promise.all([tools.photos.list(found.id), tools.records.recordOf(found.id)]);
  const texts = tools.texts && (await tools.texts.permission(found.phone));
  const done = found.status === 'booked' && found.visitStatus === 'done';
  const charge = done ? await tools.charges.chargeOf(found.id) : undefined;
  const estimates = await tools.estimates(found, request.now);
  const onlinePayments = (await tools.onlinePayments?.(found.id)) ?? [];
  return {
    page: {
      title: `${oneLine(found.name) || 'Booking'} · ${found.reference}`,
      status,
      body: (
        <BookingPage
          booking={view}
          photos={photos.map((photo) => ({ ...photo, href: `${bookingHref(found.reference)}/photos/${photo.id}` }))}
          fromTheJob={{
            note: record.note,
            photos: record.photos.map((photo) => ({ ...photo, href: jobPhotoHref(found.reference, photo.id) })),
          }}
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
          estimates={estimates}
          onlinePayments={{ payments: onlinePayments, canRefund: request.user.role === 'owner' }}
          {...(texts ? { texts: { permission: texts, ...(rest.textsError ? { error: rest.textsError } : {}) } } : {})}
        />
      ),
    },
  };
}
