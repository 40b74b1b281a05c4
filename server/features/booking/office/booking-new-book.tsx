import * as v from 'valibot';
import type { BookingFieldErrors } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import { decideBooking } from '../flows';
import { newVisitMessages, OFFICE_CLIENT } from '../office-create';
import { bookingMessages } from '../service';
import { readBookingValues } from '../validation';
import { cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { windowWords } from './booking-words';
import { newVisitPage } from './new-visit-page';

/** The office's own fields; the booking's are read and judged by the online booking's rules (validation.ts). */
const NEW_VISIT_FORM = v.object({ force: ticked, lead: v.pipe(text, cut(100)), textConsent: ticked });

const nearest = (alternatives: { start: string; end: string }[]) =>
  alternatives.length === 0
    ? ''
    : ` Nearest windows with room: ${alternatives.map((w) => windowWords(Date.parse(w.start), Date.parse(w.end))).join('; ')}.`;

/**
 * POST /office/bookings/new: a visit booked on the phone, decided as an online booking is (flows.ts), with the
 * office's rules for windows and limits (server/features/booking/office-create.ts); the customer gets the same e-mails.
 * Booked: 303 to the booking's page. Refused: the form again, everything kept, the messages by the fields.
 */
export const bookingNewBookScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { force, lead: leadId, textConsent } = readFields(NEW_VISIT_FORM, request.form);
  const lead = leadId ? await tools.lead(leadId) : undefined;
  if (leadId && !lead) return { notFound: true };
  const by = request.user.email;
  const decision = await decideBooking(
    {
      create: (booking) => tools.newVisits.create(booking, { force, by, ...(lead ? { leadId: lead.id } : {}) }),
    },
    request.form,
    OFFICE_CLIENT,
  );
  const values = decision.kind === 'applied' ? decision.values : readBookingValues(request.form);
  const refuse = (status: number, errors: BookingFieldErrors, formError: string = bookingMessages.invalid) =>
    newVisitPage(request, tools, { status, values, errors, formError, force, lead });
  // The office's form has no honeypot: a filled one is a form from elsewhere, and books nothing.
  if (decision.kind === 'spam') return refuse(400, {}, 'This form cannot be sent. Please open New Visit again.');
  if (decision.kind === 'invalid') return refuse(400, decision.errors);
  const { outcome } = decision;
  switch (outcome.kind) {
    case 'outside':
      return refuse(422, { zip: newVisitMessages.outside(outcome.zip) }, newVisitMessages.outside(outcome.zip));
    case 'refused':
      return refuse(422, { windowStart: `${outcome.error}${nearest(outcome.alternatives)}` }, outcome.error);
    case 'full':
      return refuse(409, { windowStart: `${outcome.error}${nearest(outcome.alternatives)}` }, outcome.error);
    case 'limit':
      return refuse(409, outcome.by === 'email' ? { email: outcome.error } : { phone: outcome.error }, outcome.error);
    case 'held':
      throw new Error('an office booking was held');
    case 'booked': {
      const { booking } = outcome;
      await request.log(
        'Visit booked by phone',
        `${oneLine(booking.name)} (${booking.reference}), ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))}${force ? ', over capacity allowed' : ''}${lead ? `, from lead ${lead.id}` : ''}${textConsent ? ', consent to texts given by phone' : ''}`,
      );
      return { redirect: `${bookingHref(booking.reference)}?saved=booked` };
    }
  }
};
