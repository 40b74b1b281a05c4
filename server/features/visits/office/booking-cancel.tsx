import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { visitStatusLabels } from '../../../../data/visit-status';
import { bookingHref } from '../../../../views/office/links';
import { ticked } from '../../../kernel/http/schemas';
import { officeAction, type FeatureScreen, drawnAfter, RefusedChange } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { windowWords } from '../../booking';
import { bookingPage } from './booking-page';
import { refusalPage } from './dispatch-page';

const CANCEL_FORM = v.object({
  confirm: v.pipe(ticked, v.value(true, 'Please tick the box to confirm the cancellation.')),
});

/** The cancel, its activity line and the customer's e-mails in one transaction. */
const cancelVisit = officeAction<typeof CANCEL_FORM, VisitsOfficeTools>({
  form: CANCEL_FORM,
  async refused(read, request, tools) {
    const found = await tools.bookings.bookingByReference(request.params.reference ?? '');
    if (!found) return { notFound: true };
    return bookingPage(request, tools, { status: 400, cancelError: read.errors.confirm });
  },
  async apply({ trx, request, tools }) {
    const outcome = await tools.bookings.officeCancelIn(trx, request.params.reference ?? '', request.user.email);
    switch (outcome.kind) {
      case 'not-found':
        return { answer: { notFound: true } };
      case 'invalid':
        return { answer: { notFound: true } };
      case 'cancelled':
        // Still booked means the visit ended (Done, No-Show): it keeps its record until the office reopens it.
        if (outcome.booking.status === 'booked')
          return {
            answer: refusalPage(
              409,
              'Not cancelled',
              `This visit is ${visitStatusLabels[outcome.booking.visitStatus]}, so it cannot be cancelled. Reopen it first if it did not happen.`,
              bookingHref(outcome.booking.reference),
            ),
          };
        return { answer: { redirect: bookingHref(outcome.booking.reference) } };
      case 'changed':
        return {
          answer: { redirect: `${bookingHref(outcome.booking.reference)}?saved=cancelled` },
          activity: {
            action: 'Booking cancelled',
            detail: `${oneLine(outcome.booking.name)} (${outcome.booking.reference}), ${windowWords(Date.parse(outcome.booking.windowStart), Date.parse(outcome.booking.windowEnd))}`,
          },
          after: tools.bookings.afterChange,
        };
      default:
        throw new RefusedChange(() =>
          bookingPage(request, tools, { status: 409, cancelError: 'This visit could not be cancelled.' }),
        );
    }
  },
});

/** POST /office/bookings/:reference/cancel: confirm=yes; frees the place at once and e-mails the customer. */
export const bookingCancelScreen: FeatureScreen<VisitsOfficeTools> = (request, tools) =>
  drawnAfter(cancelVisit(request, tools));
