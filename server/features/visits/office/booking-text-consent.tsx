import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/office/links';
import { officeAction, type FeatureScreen, type OfficeAnswer } from '../../../office';
import type { OfficeBooking } from '../../booking';
import { bookingPage } from './booking-page';
import type { VisitsOfficeTexts, VisitsOfficeTools } from './tools';

/** What the action answers for a number texts cannot reach: the booking's page is read after its transaction. */
const NOT_TEXTABLE: OfficeAnswer = { notFound: true };

/** The consent, and its activity line, in one transaction; the booking and texts being on are checked before it. */
const recordConsent = officeAction<
  v.ObjectSchema<Record<string, never>, undefined>,
  VisitsOfficeTools & { booking: OfficeBooking; texts: VisitsOfficeTexts }
>({
  form: v.object({}),
  // No field to refuse.
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    const { booking, texts } = tools;
    if (!(await texts.recordPhoneConsent(trx, booking.phone, request.user.email))) return { answer: NOT_TEXTABLE };
    return {
      answer: { redirect: `${bookingHref(booking.reference)}?saved=texts` },
      activity: {
        action: 'Consent to texts recorded',
        detail: `${oneLine(booking.name)} (${booking.reference}), given by phone`,
      },
    };
  },
});

/**
 * POST /office/bookings/:reference/text-consent: the customer agreed on the phone to texts about their visit,
 * recorded with who heard it (source 'office-phone'). Only while texts are on; a number texts cannot reach is
 * refused (422) on the booking's page.
 */
export const bookingTextConsentScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  const { texts } = tools;
  if (!booking || !texts) return { notFound: true };
  const answer = await recordConsent(request, { ...tools, booking, texts });
  if (answer !== NOT_TEXTABLE) return answer;
  return bookingPage(request, tools, {
    status: 422,
    textsError: 'This phone number is not a US mobile number texts can reach, so no consent was recorded.',
  });
};
