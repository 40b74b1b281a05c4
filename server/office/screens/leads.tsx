import { oneLine, multiLine } from '../../../data/text';
import { LEAD_STATUS_LABELS } from '../../../views/office/lead-status';
import { LeadPage } from '../../../views/office/LeadPage';
import { LeadsPage } from '../../../views/office/LeadsPage';
import { serviceLabel, telHref } from '../../leads/mailer';
import type { OfficeRequest, OfficeScreen } from '../http';
import { isLeadStatus, type LeadDetail } from '../store';

const PAGE_SIZE = 25;
const MAX_NOTE_LENGTH = 2000;
const MAX_SEARCH_LENGTH = 100;

/** A page number from the query: a whole number from 1, anything else is page 1. */
export function pageNumber(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** /office/leads: newest first, filtered by ?status= and ?q= (plain GET, so a filter can be bookmarked). */
export const leadsScreen: OfficeScreen = async ({ store, query }) => {
  const rawStatus = query.get('status') ?? '';
  const status = isLeadStatus(rawStatus) ? rawStatus : undefined;
  const text = oneLine(query.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const page = pageNumber(query.get('page'));
  const { leads, total } = await store.leads({
    ...(status ? { status } : {}),
    ...(text ? { text } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (text) params.set('q', text);
    if (to > 1) params.set('page', String(to));
    const search = params.toString();
    return search ? `/office/leads?${search}` : '/office/leads';
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
          text={text}
          page={Math.min(page, pages)}
          pages={pages}
          pageHref={pageHref}
        />
      ),
    },
  };
};

function deliveryText(lead: LeadDetail): string {
  const delivery = lead.emailDelivery;
  if (!delivery) return 'Not e-mailed (none queued).';
  if (delivery.status === 'sent')
    return `Sent${delivery.sentAt ? ` ${delivery.sentAt.slice(0, 16).replace('T', ' ')} UTC` : ''}.`;
  if (delivery.status === 'failed')
    return `Failed after ${delivery.attempts} attempts: ${oneLine(delivery.lastError ?? '')}`;
  return delivery.attempts > 0
    ? `Not sent yet; ${delivery.attempts} failed attempt${delivery.attempts === 1 ? '' : 's'}, trying again.`
    : 'Waiting to be sent.';
}

const SAVED: Record<string, string> = { status: 'Status saved.', note: 'Note added.' };

async function leadPage(request: OfficeRequest, note?: { text: string; error: string }) {
  const lead = await request.store.lead(request.params.id ?? '');
  if (!lead) return { notFound: true } as const;
  const saved = SAVED[request.query.get('saved') ?? ''];
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
          {...(note ? { note } : {})}
          {...(saved && !note ? { saved } : {})}
        />
      ),
    },
  };
}

/** /office/leads/:id: everything the visitor sent, the e-mail's fate, the status and the notes. */
export const leadScreen: OfficeScreen = (request) => leadPage(request);

const leadPath = (id: string) => `/office/leads/${encodeURIComponent(id)}`;

/** POST /office/leads/:id/status: status=new|called back|booked|closed; return=today goes back to Today. */
export const leadStatusScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const status = request.form.status;
  if (!isLeadStatus(status)) {
    const lead = await request.store.lead(id);
    if (!lead) return { notFound: true };
    return { redirect: leadPath(id) };
  }
  const before = await request.store.setLeadStatus(id, status);
  if (before === undefined) return { notFound: true };
  if (before !== status) {
    const lead = await request.store.lead(id);
    await request.log(
      'Lead status changed',
      `${oneLine(lead?.name ?? '')} (${id}): ${LEAD_STATUS_LABELS[before]} → ${LEAD_STATUS_LABELS[status]}`,
    );
  }
  return { redirect: request.form.return === 'today' ? '/office' : `${leadPath(id)}?saved=status` };
};

/** POST /office/leads/:id/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const leadNoteScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const typed = request.form.body ?? '';
  const body = multiLine(typed);
  if (body === '' || [...body].length > MAX_NOTE_LENGTH) {
    return leadPage(request, {
      text: typed.slice(0, MAX_NOTE_LENGTH * 2),
      error: body === '' ? 'Please write the note first.' : `Please keep a note under ${MAX_NOTE_LENGTH} characters.`,
    });
  }
  if (!(await request.store.addNote(id, request.user.email, body, request.now))) return { notFound: true };
  const lead = await request.store.lead(id);
  await request.log('Note added', `${oneLine(lead?.name ?? '')} (${id}): ${oneLine(body).slice(0, 200)}`);
  return { redirect: `${leadPath(id)}?saved=note` };
};
