import { oneLine } from '../../../../data/text';
import { bookingHref } from '../../../../views/booking/office/booking-types';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { bookingPage } from './booking-page';

/**
 * POST /office/bookings/:reference/text-consent: the customer agreed on the phone to texts about their visit,
 * recorded with who heard it (source 'office-phone'). Only while texts are on; a number texts cannot reach is
 * refused (422) on the booking's page.
 */
export const bookingTextConsentScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking || !tools.texts) return { notFound: true };
  if (!(await tools.texts.recordPhoneConsent(booking.phone, request.user.email)))
    return bookingPage(request, tools, {
      status: 422,
      textsError: 'This phone number is not a US mobile number texts can reach, so no consent was recorded.',
    });
  await request.log('Consent to texts recorded', `${oneLine(booking.name)} (${booking.reference}), given by phone`);
  return { redirect: `${bookingHref(booking.reference)}?saved=texts` };
};
