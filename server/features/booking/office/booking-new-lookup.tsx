import * as v from 'valibot';
import type { BookingValues } from '../../../../data/booking';
import { cut, readFields, text, ticked } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { readBookingValues } from '../service';
import { newVisitPage, officeLanguage } from './new-visit-page';
import { defaultLocale } from '../../../../data/locale';
import { lookupDigits, phoneMatches, visitFromCustomer } from './phone-lookup';
import type { BookingOfficeTools } from './tools';

/** The office's own fields beside the booking's, and the customer chosen with "Use this customer". */
const LOOKUP_FORM = v.object({
  force: ticked,
  lead: v.pipe(text, cut(100)),
  customer: v.pipe(text, cut(100)),
  language: v.fallback(officeLanguage, defaultLocale),
});

const messages = {
  digits: 'Type at least 4 digits of the phone number to find a customer.',
  gone: 'That customer is no longer on file: find them by their phone again.',
};

/**
 * POST /office/bookings/new/lookup: New Visit's lookup step, where its "Find customer" and "Use this customer"
 * buttons post the whole form, so it works without JavaScript and loses nothing typed. Find customer: the form
 * again with the customers whose phone holds the digits typed. Use this customer: the form again with that
 * customer's details (their latest booking's, read here by the customer's id) over the contact and address typed,
 * and the appliance and brand where none was chosen yet. It writes nothing, so it is no action: no transaction, no
 * activity line.
 */
export const bookingNewLookupScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { force, lead: leadId, customer: customerId, language } = readFields(LOOKUP_FORM, request.form);
  const typed = readBookingValues(request.form);
  const lead = leadId ? await tools.lead(leadId) : undefined;
  const shown = { errors: {}, force, lead, language };
  if (customerId) {
    const customer = await visitFromCustomer(tools, customerId);
    if (!customer)
      return newVisitPage(request, tools, { ...shown, status: 404, values: typed, formError: messages.gone });
    const values: BookingValues = {
      ...typed,
      ...customer.values,
      // The call may be about another appliance than the last visit's: what the desk chose stays.
      service: typed.service || customer.values.service,
      brand: typed.brand || customer.values.brand,
    };
    // The customer's own language: the desk changes the select if the caller asks for another.
    return newVisitPage(request, tools, { ...shown, status: 200, values, customer, language: customer.language });
  }
  const digits = lookupDigits(typed.phone);
  if (!digits)
    return newVisitPage(request, tools, {
      ...shown,
      status: 400,
      values: typed,
      errors: { phone: messages.digits },
    });
  return newVisitPage(request, tools, {
    ...shown,
    status: 200,
    values: typed,
    matches: await phoneMatches(tools, digits),
  });
};
