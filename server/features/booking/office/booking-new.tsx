import * as v from 'valibot';
import { cut, readQuery, text } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { emptyVisit, newVisitPage, visitFromLead } from './new-visit-page';
import { visitFromCustomer } from './phone-lookup';

const NEW_VISIT_QUERY = v.object({ lead: v.pipe(text, cut(100)), customer: v.pipe(text, cut(100)) });

/**
 * /office/bookings/new: the New Visit form, empty; with ?lead= filled in from that lead (Book This Customer); or
 * with ?customer= from that customer's latest booking (Book Again). Only the ids come from the URL: the details are
 * read from the database.
 */
export const bookingNewScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { lead: leadId, customer: customerId } = readQuery(NEW_VISIT_QUERY, request.query);
  if (customerId && !leadId) {
    const customer = await visitFromCustomer(tools, customerId);
    if (!customer) return { notFound: true };
    return newVisitPage(request, tools, {
      status: 200,
      values: { ...emptyVisit(), ...customer.values },
      errors: {},
      force: false,
      customer,
      language: customer.language,
    });
  }
  const lead = leadId ? await tools.lead(leadId) : undefined;
  if (leadId && !lead) return { notFound: true };
  return newVisitPage(request, tools, {
    status: 200,
    values: lead ? visitFromLead(lead) : emptyVisit(),
    errors: {},
    force: false,
    lead,
    language: lead?.language,
  });
};
