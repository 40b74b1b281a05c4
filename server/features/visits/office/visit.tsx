import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { VisitPage } from '../../../../views/visits/VisitPage';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { dayVisitView, warrantyOfFor } from './dispatch-page';
import { priceHref, priceView } from '../../charges';

/**
 * /office/visits/:reference: one visit as its technician sees it, read-only but for the status buttons. A
 * technician opens only their own visits (the route's policy answers 403 for anyone else's); the office any.
 */
export const visitScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking) return { notFound: true };
  // Another technician's visit was refused by the route's policy (ownVisitPolicy), before this screen.
  const technician = request.user.role === 'technician';
  if (booking.status !== 'booked') return { notFound: true };
  const [events, links] = await Promise.all([tools.dispatch.events(booking.id), tools.warranty.links([booking.id])]);
  const charge = booking.visitStatus === 'done' ? await tools.charges.chargeOf(booking.id) : undefined;
  const estimates = await tools.estimates(booking, request.now);
  const job = await tools.job?.(booking.id);
  return {
    page: {
      title: `${oneLine(booking.name) || 'Visit'} · ${booking.reference}`,
      body: (
        <VisitPage
          visit={dayVisitView(booking, warrantyOfFor(request, links.originals.get(booking.id)))}
          csrf={request.csrf}
          canReopen={!technician}
          events={events}
          {...(technician ? {} : { officeHref: bookingHref(booking.reference) })}
          saved={request.query.get('saved') === 'status' ? 'Status saved.' : undefined}
          price={
            booking.visitStatus === 'done'
              ? {
                  view: charge && priceView(booking, charge),
                  href: priceHref(booking.reference, 'visit'),
                  canEdit: !technician || !charge,
                }
              : undefined
          }
          estimates={estimates}
          job={job}
        />
      ),
    },
  };
};
