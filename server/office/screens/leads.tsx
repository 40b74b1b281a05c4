import * as v from 'valibot';
import { oneLine } from '../../../data/text';
import { LEAD_STATUS_LABELS } from '../../../views/office/lead-status';
import { LeadPage } from '../../../views/office/LeadPage';
import { LeadsPage } from '../../../views/office/LeadsPage';
import { serviceLabel, telHref } from '../../leads/mailer';
import { LEAD_STATUSES } from '../../db/schema';
import {
  cut,
  multiLineText,
  notice,
  oneLineText,
  oneOf,
  pageNumber,
  readForm,
  readQuery,
  text,
} from '../../http/schemas';
import type { OfficeRequest, OfficeScreen } from '../http';
import type { LeadDetail } from '../store';

const PAGE_SIZE = 25;
const MAX_NOTE_LENGTH = 2000;

/** ?status= and ?q= filter, ?page= pages; a status that is not one of ours filters nothing. */
const LEADS_QUERY = v.object({
  status: oneOf(LEAD_STATUSES),
  q: v.pipe(oneLineText, cut(100)),
  page: pageNumber,
});

/** /office/leads: newest first, filtered by ?status= and ?q= (plain GET, so a filter can be bookmarked). */
export const leadsScreen: OfficeScreen = async ({ store, query }) => {
  const { status, q: search, page } = readQuery(LEADS_QUERY, query);
  const { leads, total } = await store.leads({
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

/** ?saved= after a change names the notice to show. */
const LEAD_QUERY = v.object({ saved: notice({ status: 'Status saved.', note: 'Note added.' }) });

async function leadPage(request: OfficeRequest, note?: { text: string; error: string }) {
  const lead = await request.store.lead(request.params.id ?? '');
  if (!lead) return { notFound: true } as const;
  const { saved } = readQuery(LEAD_QUERY, request.query);
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

/** A status that is not one of ours changes nothing; return=today goes back to Today. */
const LEAD_STATUS_FORM = v.object({
  status: v.pipe(text, v.picklist(LEAD_STATUSES)),
  return: v.pipe(
    text,
    v.transform((value) => value === 'today'),
  ),
});

/** POST /office/leads/:id/status: status=new|called back|booked|closed; return=today goes back to Today. */
export const leadStatusScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(LEAD_STATUS_FORM, request.form);
  if (!form.ok) {
    const lead = await request.store.lead(id);
    if (!lead) return { notFound: true };
    return { redirect: leadPath(id) };
  }
  const { status, return: backToToday } = form.values;
  const before = await request.store.setLeadStatus(id, status);
  if (before === undefined) return { notFound: true };
  if (before !== status) {
    const lead = await request.store.lead(id);
    await request.log(
      'Lead status changed',
      `${oneLine(lead?.name ?? '')} (${id}): ${LEAD_STATUS_LABELS[before]} → ${LEAD_STATUS_LABELS[status]}`,
    );
  }
  return { redirect: backToToday ? '/office' : `${leadPath(id)}?saved=status` };
};

const NOTE_FORM = v.object({
  body: v.pipe(
    multiLineText,
    v.nonEmpty('Please write the note first.'),
    // Counted in code points, not UTF-16 units: a character outside the BMP (most emoji) counts once.
    v.check((body) => [...body].length <= MAX_NOTE_LENGTH, `Please keep a note under ${MAX_NOTE_LENGTH} characters.`),
  ),
});

/** POST /office/leads/:id/notes: body, 1 to 2,000 characters; a refused note comes back with its text. */
export const leadNoteScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(NOTE_FORM, request.form);
  if (!form.ok) {
    // What was typed comes back as typed, up to twice the limit, so it can be shortened rather than retyped.
    return leadPage(request, {
      text: (request.form.body ?? '').slice(0, MAX_NOTE_LENGTH * 2),
      error: form.errors.body ?? '',
    });
  }
  const { body } = form.values;
  if (!(await request.store.addNote(id, request.user.email, body, request.now))) return { notFound: true };
  const lead = await request.store.lead(id);
  await request.log('Note added', `${oneLine(lead?.name ?? '')} (${id}): ${oneLine(body).slice(0, 200)}`);
  return { redirect: `${leadPath(id)}?saved=note` };
};
