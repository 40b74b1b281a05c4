import { bookingRules } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { VisitPage } from '../../../../views/visits/VisitPage';
import { jobPhotoHref, type JobRecordFormsProps } from '../../../../views/visits/FromTheJob';
import type { FeatureScreen, OfficeAnswer, OfficeRequest } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { dayVisitView, warrantyOfFor } from './dispatch-page';
import { priceHref, priceView } from '../../charges';
import { localDate } from '../../booking';
import { MAX_JOB_NOTE, MAX_JOB_PHOTOS } from '../records';

/** ?saved= after a change of the visit's record names the notice to show. */
const SAVED: Record<string, string> = {
  status: 'Status saved.',
  note: 'Note saved.',
  'note-removed': 'Note removed.',
  photo: 'Photo added.',
};

/**
 * /office/visits/:reference: one visit as its technician sees it: what they need on the doorstep, the status buttons
 * from the visit's day on, and "From the job" (the note and the photos). A technician opens only their own visits
 * (the route's policy answers 403 for anyone else's); the office any.
 */
export const visitScreen: FeatureScreen<VisitsOfficeTools> = (request, tools) => visitPage(request, tools);

/** The visit's page, with what a refused note or photo left to say, at its status. */
export async function visitPage(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  refused?: { status: number } & NonNullable<JobRecordFormsProps['refused']>,
): Promise<OfficeAnswer> {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking) return { notFound: true };
  // Another technician's visit was refused by the route's policy (ownVisitPolicy), before this screen.
  const technician = request.user.role === 'technician';
  if (booking.status !== 'booked') return { notFound: true };
  const [events, links, record] = await Promise.all([
    tools.dispatch.events(booking.id),
    tools.warranty.links([booking.id]),
    tools.records.recordOf(booking.id),
  ]);
  const charge = booking.visitStatus === 'done' ? await tools.charges.chargeOf(booking.id) : undefined;
  const estimates = await tools.estimates(booking, request.now);
  const job = await tools.job?.(booking.id);
  const { timeZone } = bookingRules;
  // A visit of a later day is to read: its status cannot change before its day (dispatch's setStatus refuses it).
  const ahead = localDate(Date.parse(booking.windowStart), timeZone) > localDate(request.now.getTime(), timeZone);
  const { status = 200, ...refusal } = refused ?? {};
  return {
    page: {
      title: `${oneLine(booking.name) || 'Visit'} · ${booking.reference}`,
      status,
      body: (
        <VisitPage
          visit={dayVisitView(booking, warrantyOfFor(request, links.originals.get(booking.id)))}
          csrf={request.csrf}
          canReopen={!technician}
          ahead={ahead}
          events={events}
          {...(technician ? {} : { officeHref: bookingHref(booking.reference) })}
          saved={refused ? undefined : SAVED[request.query.get('saved') ?? '']}
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
          record={{
            reference: booking.reference,
            record: {
              note: record.note,
              photos: record.photos.map((photo) => ({ ...photo, href: jobPhotoHref(booking.reference, photo.id) })),
            },
            csrf: request.csrf,
            limits: { note: MAX_JOB_NOTE, photos: MAX_JOB_PHOTOS },
            ...(refused ? { refused: refusal } : {}),
          }}
        />
      ),
    },
  };
}
