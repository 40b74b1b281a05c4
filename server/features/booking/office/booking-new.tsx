import * as v from 'valibot';
import { cut, readQuery, text } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { BookingOfficeTools } from './tools';
import { emptyVisit, newVisitPage, visitFromLead } from './new-visit-page';

const NEW_VISIT_QUERY = v.object({ lead: v.pipe(text, cut(100)) });

/** /office/bookings/new: the New Visit form, empty, or with ?lead= filled in from that lead (Book This Customer). */
export const bookingNewScreen: FeatureScreen<BookingOfficeTools> = async (request, tools) => {
  const { lead: leadId } = readQuery(NEW_VISIT_QUERY, request.query);
  const lead = leadId ? await tools.lead(leadId) : undefined;
  if (leadId && !lead) return { notFound: true };
  return newVisitPage(request, tools, {
    status: 200,
    values: lead ? visitFromLead(lead) : emptyVisit(),
    errors: {},
    force: false,
    lead,
  });
};
