import * as v from 'valibot';
import { cut, readQuery, text } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { emptyVisit, newVisitPage, visitFromLead } from './new-visit-page';

const NEW_VISIT_QUERY = v.object({ lead: v.pipe(text, cut(100)) });

/** /office/bookings/new: the New Visit form, empty, or with ?lead= filled in from that lead (Book This Customer). */
export const bookingNewScreen: OfficeScreen = async (request) => {
  const { lead: leadId } = readQuery(NEW_VISIT_QUERY, request.query);
  const lead = leadId ? await request.store.lead(leadId) : undefined;
  if (leadId && !lead) return { notFound: true };
  return newVisitPage(request, {
    status: 200,
    values: lead ? visitFromLead(lead) : emptyVisit(),
    errors: {},
    force: false,
    lead,
  });
};
