import * as v from 'valibot';
import { formatCents } from '../../../../data/charges';
import { UnpaidPage } from '../../../../views/payments/UnpaidPage';
import { notice, pageNumber, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { MIN_CHARGE_CENTS } from '../manage-section';
import { owedSummary, owedVisits, type Owed } from './money';
import type { PaymentsOfficeTools } from './tools';

/** Rows on one page of Unpaid: a year of unpaid visits must not be one page (nor one permission query each). */
export const UNPAID_PAGE = 50;

const QUERY = v.object({
  page: pageNumber,
  saved: notice({
    emailed: 'Pay link e-mailed: it opens their visit’s page, where Pay is.',
    texted: 'Pay link texted: it opens their visit’s page, where Pay is.',
    both: 'Pay link e-mailed and texted: it opens their visit’s page, where Pay is.',
  }),
});

export const sendPayLinkHref = (reference: string) => `/office/payments/unpaid/${encodeURIComponent(reference)}/send`;

/** The ways a pay link reaches a customer: by e-mail where they gave an address, by text where they agreed. */
export interface PayLinkChannels {
  email: boolean;
  text: boolean;
}

/**
 * Whether Send Pay Link can reach this customer, by which channels, and why not when it cannot: by e-mail where
 * the booking has an address (and e-mail is on), by text where they agreed to texts (and texts are on).
 */
export async function payLinkReach(
  tools: PaymentsOfficeTools,
  db: Parameters<NonNullable<PaymentsOfficeTools['texts']>['permission']>[0],
  visit: Pick<Owed, 'phone' | 'email' | 'balanceCents'>,
): Promise<({ ok: true } & PayLinkChannels) | { ok: false; why: string }> {
  if (!tools.online) return { ok: false, why: 'online payment is off' };
  if (visit.balanceCents < MIN_CHARGE_CENTS) return { ok: false, why: 'too little to pay by card: collect by hand' };
  const email = tools.mail && EMAIL_ADDRESS.test(visit.email.trim());
  const text = tools.texts?.enabled ? (await tools.texts.permission(db, visit.phone)) === 'yes' : false;
  if (email || text) return { ok: true, email, text };
  const noText = tools.texts?.enabled ? 'no consent to texts' : 'texts are off';
  const noEmail = tools.mail ? 'no e-mail address' : 'e-mail is off';
  return { ok: false, why: `${noEmail} and ${noText}: call them` };
}

const owedFor = (days: number) => (days === 0 ? 'owed since today' : `owed ${days} ${days === 1 ? 'day' : 'days'}`);

/**
 * GET /office/payments/unpaid (owner, dispatcher): every visit priced and not paid with a balance left, oldest
 * first, 50 to a page (`?page=`), with the customer, the days owed and Send Pay Link where online payment is on and the link can reach them.
 */
export const unpaidScreen: FeatureScreen<PaymentsOfficeTools> = async (request, tools) => {
  const { database } = tools;
  await database.ready();
  // The count and sum in one aggregate, then only the page's rows (not every unpaid visit of five years).
  const summary = await owedSummary(database.db);
  const query = readQuery(QUERY, request.query);
  const pages = Math.max(1, Math.ceil(summary.count / UNPAID_PAGE));
  const page = Math.min(query.page, pages);
  const owed = await owedVisits(database.db, request.now, {
    limit: UNPAID_PAGE,
    offset: (page - 1) * UNPAID_PAGE,
  });
  const rows = [];
  for (const visit of owed) {
    const reach = await payLinkReach(tools, database.db, visit);
    rows.push({
      reference: visit.reference,
      visitHref: `/office/visits/${encodeURIComponent(visit.reference)}`,
      customer: visit.customer,
      balance: formatCents(visit.balanceCents),
      owed: owedFor(visit.daysOwed),
      ...(reach.ok ? { sendAction: sendPayLinkHref(visit.reference) } : tools.online ? { unsent: reach.why } : {}),
    });
  }
  return {
    page: {
      title: 'Unpaid',
      body: (
        <UnpaidPage
          csrf={request.csrf}
          rows={rows}
          count={summary.count}
          page={page}
          pages={pages}
          total={formatCents(summary.totalCents)}
          online={tools.online}
          saved={query.saved}
        />
      ),
    },
  };
};
