import * as v from 'valibot';
import type { BookingFieldErrors } from '../../../../data/booking';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { leadIn, newVisitMessages, OFFICE_CLIENT } from '../office-create';
import { bookingMessages, decideBooking, readBookingValues } from '../service';
import { cut, text, ticked } from '../../../kernel/http/schemas';
import { officeAction, type Applied } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { windowWords } from '../office';
import { newVisitPage, officeLanguage } from './new-visit-page';

/** The office's own fields; the booking's are read and judged by the online booking's rules (validation.ts). */
const NEW_VISIT_FORM = v.object({
  force: ticked,
  lead: v.pipe(text, cut(100)),
  textConsent: ticked,
  language: officeLanguage,
});

const nearest = (alternatives: { start: string; end: string }[]) =>
  alternatives.length === 0
    ? ''
    : ` Nearest windows with room: ${alternatives.map((w) => windowWords(Date.parse(w.start), Date.parse(w.end))).join('; ')}.`;

/**
 * POST /office/bookings/new: a visit booked on the phone, decided as an online booking is (flows.ts), with the
 * office's rules for windows and limits (server/features/booking/office-create.ts); the customer gets the same e-mails.
 * The booking, its e-mails and its activity line are one transaction. Booked: 303 to the booking's page. Refused:
 * nothing written, and the form again, everything kept, the messages by the fields.
 */
export const bookingNewBookScreen = officeAction({
  form: NEW_VISIT_FORM,
  // Every office field has a default, so only a form from elsewhere gets here: it books nothing.
  refused: (_read, request, tools: BookingOfficeTools) =>
    newVisitPage(request, tools, {
      status: 400,
      values: readBookingValues(request.form),
      errors: {},
      formError: bookingMessages.invalid,
      force: false,
    }),
  async apply({ trx, values: { force, lead: leadId, textConsent, language }, request, tools }): Promise<Applied> {
    const lead = leadId ? await leadIn(trx, leadId) : undefined;
    if (leadId && !lead) return { answer: { notFound: true } };
    const by = request.user.email;
    const decision = await decideBooking(
      {
        create: (booking) => tools.newVisits.create(trx, booking, { force, by, ...(lead ? { leadId: lead.id } : {}) }),
      },
      request.form,
      OFFICE_CLIENT,
      // A caller may have no e-mail: they are confirmed by text, or by the office on the phone.
      { emailOptional: true, language },
    );
    const values = decision.kind === 'applied' ? decision.values : readBookingValues(request.form);
    // Drawn once the transaction is over: the form's window picker reads the database.
    const refuse = (status: number, errors: BookingFieldErrors, formError: string = bookingMessages.invalid) => ({
      answer: () => newVisitPage(request, tools, { status, values, errors, formError, force, lead, language }),
    });
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
        return {
          answer: { redirect: `${bookingHref(booking.reference)}?saved=booked` },
          activity: {
            action: 'Visit booked by phone',
            detail: `${oneLine(booking.name)} (${booking.reference}), ${windowWords(Date.parse(booking.windowStart), Date.parse(booking.windowEnd))}${force ? ', over capacity allowed' : ''}${lead ? `, from lead ${lead.id}` : ''}${textConsent ? ', consent to texts given by phone' : ''}${language === 'es' ? ', in Spanish' : ''}`,
          },
          after: () => tools.newVisits.committed(),
        };
      }
    }
  },
});
