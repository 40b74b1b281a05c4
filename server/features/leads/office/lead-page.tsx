import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { customerHref } from '../../../../views/customers/CustomersPage';
import { LeadPage } from '../../../../views/leads/LeadPage';
import { when } from '../../../../views/office/format';
import { serviceLabel, telHref } from '../../../kernel/mail/mailer';
import { notice, readQuery } from '../../../kernel/http/schemas';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import type { LeadDetail } from './store';
import type { LeadsOfficeTools } from './tools';

export const MAX_NOTE_LENGTH = 2000;

function deliveryText(lead: LeadDetail): string {
  const delivery = lead.emailDelivery;
  if (!delivery) return 'Not e-mailed (none queued).';
  if (delivery.status === 'sent')
    // On the office's clock, as every other time it shows.
    return `Sent${delivery.sentAt ? ` ${when(delivery.sentAt)}` : ''}.`;
  if (delivery.status === 'failed')
    return `Failed after ${delivery.attempts} attempts: ${oneLine(delivery.lastError ?? '')}`;
  return delivery.attempts > 0
    ? `Not sent yet; ${delivery.attempts} failed attempt${delivery.attempts === 1 ? '' : 's'}, trying again.`
    : 'Waiting to be sent.';
}

/** ?saved= after a change names the notice to show. */
const LEAD_QUERY = v.object({ saved: notice({ status: 'Status saved.', note: 'Note added.' }) });

export async function leadPage(
  request: OfficeRequest,
  tools: LeadsOfficeTools,
  note?: { text: string; error: string },
): Promise<OfficeAnswer> {
  const lead = await tools.leads.lead(request.params.id ?? '');
  if (!lead) return { notFound: true };
  const { saved } = readQuery(LEAD_QUERY, request.query);
  const customer = await tools.customers.customerOf('lead', lead.id);
  return {
    page: {
      title: oneLine(lead.name) || 'Lead',
      status: note ? 400 : 200,
      body: (
        <LeadPage
          lead={{ ...lead, service: serviceLabel(lead.service), telHref: telHref(lead.phone) }}
          delivery={deliveryText(lead)}
          notes={lead.notes}
          csrf={request.csrf}
          customerHref={customer && customerHref(customer)}
          {...(note ? { note } : {})}
          {...(saved && !note ? { saved } : {})}
        />
      ),
    },
  };
}

export const leadPath = (id: string) => `/office/leads/${encodeURIComponent(id)}`;
