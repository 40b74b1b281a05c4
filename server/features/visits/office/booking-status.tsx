import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { displayStatus, VISIT_STATUSES, visitStatusLabels, type VisitStatus } from '../../../../data/visit-status';
import { bookingHref } from '../../../../views/office/links';
import { oneOf, readFields } from '../../../kernel/http/schemas';
import { officeAction, refusalPage, type FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { actorOf } from '../dispatch';
import { priceHref } from '../../charges';
import type { OfficeBooking } from '../../booking';
import type { TechnicianCardInfo } from '../../team';
import { windowWords } from '../../booking';
import { NoShowConfirm } from '../../../../views/visits/NoShowConfirm';

const STATUS_FORM = v.object({
  status: oneOf(VISIT_STATUSES),
  back: oneOf(['my-day', 'visit', 'booking'] as const),
  /** No-Show's second press (its confirmation page): without it, No-Show only asks. */
  confirm: oneOf(['yes'] as const),
});

/** What the screen reads before the change's transaction: the visit, the status wanted, where to go back. */
interface StatusStep {
  booking: OfficeBooking;
  status: VisitStatus;
  backHref: string;
  /** Whoever is assigned, for the "on the way" message (dispatch's statusCard). */
  card: TechnicianCardInfo | undefined;
  /** The visit's window in words, for a refusal before its day. */
  when: string;
}

/**
 * The status, its activity line and what it queues (the customer's e-mail and text, the review request) in one
 * transaction; a move the status does not allow writes nothing.
 */
const changeStatus = officeAction<typeof STATUS_FORM, VisitsOfficeTools & StatusStep>({
  form: STATUS_FORM,
  // Every field falls back to none, and no status is answered before the transaction.
  refused: () => ({ notFound: true }),
  async apply({ trx, values: { back }, request, tools }) {
    const { booking, status, backHref, card, when } = tools;
    const technician = request.user.role === 'technician';
    const outcome = await tools.dispatch.setStatus(booking.reference, status, actorOf(request), request.now, {
      trx,
      card,
    });
    switch (outcome.kind) {
      case 'not-found':
        return { answer: { notFound: true } };
      case 'not-yours':
        return { answer: refusalPage(403, 'Not your visit', 'This visit is not assigned to you.', '/office/my-day') };
      case 'refused': {
        const now = displayStatus(outcome.booking.status, outcome.booking.visitStatus).label;
        const wanted = status === 'booked' ? 'reopened' : `marked ${visitStatusLabels[status]}`;
        return {
          answer: refusalPage(
            409,
            'That status change cannot be made',
            `This visit is ${now} now, so it cannot be ${wanted}.`,
            backHref,
          ),
        };
      }
      case 'before-day':
        return {
          answer: refusalPage(
            409,
            "Not before the visit's day",
            `This visit is on ${when} (New York time). It cannot be marked ${visitStatusLabels[status]} before its day.`,
            backHref,
          ),
        };
      case 'no-technician':
        return {
          answer: refusalPage(
            409,
            'Assign a technician first',
            'Nobody is assigned to this visit, so the customer cannot be told who is on the way. Assign a technician, then mark it On the Way. Nothing was sent.',
            backHref,
          ),
        };
      case 'changed':
        return {
          // Done is followed by the price form (docs/office.md, "Price and receipt").
          answer:
            status === 'done'
              ? { redirect: priceHref(booking.reference, back ?? (technician ? 'my-day' : 'booking')) }
              : { redirect: `${backHref}?saved=status` },
          activity: {
            action: status === 'booked' ? 'Visit reopened' : `Visit ${visitStatusLabels[status]}`,
            detail: `${oneLine(booking.name)} (${booking.reference}): ${visitStatusLabels[outcome.from]} → ${visitStatusLabels[status]}`,
          },
          after: tools.dispatch.afterChange,
        };
    }
  },
});

/**
 * POST /office/bookings/:reference/status: On the Way, Arrived, Done, No-Show, or (the office only) Reopen. A
 * technician may change only their own visits (403 otherwise); a move the visit's status does not allow, or
 * one another tap made first, is a 409 that says where the visit is now, as is On the Way, Arrived, Done or
 * No-Show before the visit's day, and On the Way for a visit nobody is assigned to. No-Show first asks for a confirmation (it ends the visit and tells the customer), and changes nothing until
 * it is given.
 */
export const bookingStatusScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const reference = request.params.reference ?? '';
  const { status, back, confirm } = readFields(STATUS_FORM, request.form);
  const booking = await tools.bookings.bookingByReference(reference);
  if (!booking) return { notFound: true };
  const technician = request.user.role === 'technician';
  const visitHref = `/office/visits/${encodeURIComponent(booking.reference)}`;
  const backHref =
    back === 'my-day' || (technician && back !== 'visit')
      ? '/office/my-day'
      : back === 'visit'
        ? visitHref
        : bookingHref(booking.reference);
  if (!status) return refusalPage(400, 'Choose a status', 'Please use one of the status buttons.', backHref);
  const when = windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd));
  if (status === 'no-show' && confirm !== 'yes') {
    // The question names the customer: only to someone who may mark the visit.
    if (technician && booking.technicianId !== request.user.id)
      return refusalPage(403, 'Not your visit', 'This visit is not assigned to you.', '/office/my-day');
    return {
      page: {
        title: 'Mark this visit a No-Show?',
        body: (
          <NoShowConfirm
            reference={booking.reference}
            name={booking.name}
            when={when}
            csrf={request.csrf}
            back={back ?? (technician ? 'my-day' : 'booking')}
            backHref={backHref}
          />
        ),
      },
    };
  }
  const card = await tools.dispatch.statusCard(booking.reference, status);
  return changeStatus(request, { ...tools, booking, status, backHref, card, when });
};
