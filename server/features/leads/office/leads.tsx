import * as v from 'valibot';
import { LeadsPage } from '../../../../views/leads/LeadsPage';
import { serviceLabel, telHref } from '../../../kernel/mail/mailer';
import { LEAD_STATUSES } from '../../../kernel/db/schema';
import { cut, oneLineText, oneOf, pageNumber, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import type { LeadsOfficeTools } from './tools';

const PAGE_SIZE = 25;

/** ?status= and ?q= filter, ?page= pages; a status that is not one of ours filters nothing. */
const LEADS_QUERY = v.object({
  status: oneOf(LEAD_STATUSES),
  q: v.pipe(oneLineText, cut(100)),
  page: pageNumber,
});

/** /office/leads: newest first, filtered by ?status= and ?q= (plain GET, so a filter can be bookmarked). */
export const leadsScreen: FeatureScreen<LeadsOfficeTools> = async ({ query }, tools) => {
  const { status, q: search, page } = readQuery(LEADS_QUERY, query);
  const { leads, total } = await tools.leads.leads({
    ...(status ? { status } : {}),
    ...(search ? { text: search } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (search) params.set('q', search);
    if (to > 1) params.set('page', String(to));
    const href = params.toString();
    return href ? `/office/leads?${href}` : '/office/leads';
  };
  return {
    page: {
      title: 'Leads',
      body: (
        <LeadsPage
          leads={leads.map((lead) => ({
            ...lead,
            service: serviceLabel(lead.service),
            telHref: telHref(lead.phone),
          }))}
          total={total}
          status={status ?? ''}
          text={search}
          page={Math.min(page, pages)}
          pages={pages}
          pageHref={pageHref}
        />
      ),
    },
  };
};
