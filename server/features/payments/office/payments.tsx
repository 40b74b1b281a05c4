import * as v from 'valibot';
import { business } from '../../../../data/business';
import { formatCents } from '../../../../data/charges';
import { refundHref } from '../../../../views/payments/OnlinePayments';
import { PaymentsPage } from '../../../../views/payments/PaymentsPage';
import { dayName } from '../../../../views/office/format';
import { calendarDay, oneLineText, pageNumber, readQuery } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { localDate, nextDate, zonedInstant } from '../../booking';
import { RECEIVED_METHODS, receivedIn, receivedLabels, totalsByMethod, type ReceivedMethod } from './money';
import type { PaymentsOfficeTools } from './tools';

/** The longest period one screen lists: a year and a day, so any calendar year fits. */
const MAX_DAYS = 366;

/** Lines on one page: a month of the shop is about 1,500, and drawing them all was most of the screen's cost. */
export const PAYMENTS_PAGE = 50;

const QUERY = v.object({ from: oneLineText, to: oneLineText, method: oneLineText, page: pageNumber });

const isMethod = (value: string): value is ReceivedMethod => (RECEIVED_METHODS as readonly string[]).includes(value);

/** Reads ?from=&to=&method=: both days empty is this month so far; a refusal keeps what was typed. */
function readFilter(query: URLSearchParams, now: Date) {
  const typed = readQuery(QUERY, query);
  const today = localDate(now.getTime(), business.timeZone);
  if (typed.from === '' && typed.to === '') return { ...typed, from: `${today.slice(0, 8)}01`, to: today, errors: {} };
  const from = calendarDay(typed.from);
  const to = calendarDay(typed.to);
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = 'Please enter a real date, like 2026-11-01.';
  if (!to) errors.to = 'Please enter a real date, like 2026-11-30.';
  else if (from && to < from) errors.to = 'The end date must be on or after the start date.';
  else if (from && (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_DAYS)
    errors.to = `Please choose at most ${MAX_DAYS} days.`;
  return { ...typed, errors };
}

/**
 * GET /office/payments (owner): what came in over a period of New York days, online and by hand, each with its
 * method, amount, visit and customer, newest first, 50 to a page (`?page=`); filtered by method; the count and
 * the totals of each method are of the whole period.
 */
export const paymentsScreen: FeatureScreen<PaymentsOfficeTools> = async (request, { database }) => {
  const filter = readFilter(request.query, request.now);
  const method = isMethod(filter.method) ? filter.method : undefined;
  const refused = Object.keys(filter.errors).length > 0;
  const zone = business.timeZone;
  let received;
  if (!refused) {
    await database.ready();
    const rows = await receivedIn(
      database.db,
      {
        start: new Date(zonedInstant(filter.from, 0, zone)).toISOString(),
        end: new Date(zonedInstant(nextDate(filter.to), 0, zone)).toISOString(),
      },
      method,
    );
    const totals = totalsByMethod(rows);
    const pages = Math.max(1, Math.ceil(rows.length / PAYMENTS_PAGE));
    const page = Math.min(filter.page, pages);
    received = {
      count: rows.length,
      page,
      pages,
      rows: rows.slice((page - 1) * PAYMENTS_PAGE, page * PAYMENTS_PAGE).map((row) => ({
        day: dayName(row.day),
        method: receivedLabels[row.method],
        amount: formatCents(row.amountCents),
        reference: row.reference,
        visitHref: `/office/visits/${encodeURIComponent(row.reference)}`,
        customer: row.customer,
        note: row.flagged ? `flagged: ${row.flagged}` : row.cardLast4 ? `card ending in ${row.cardLast4}` : undefined,
        refundHref: row.refundable ? refundHref(row.refundable) : undefined,
      })),
      totals: RECEIVED_METHODS.filter((each) => !method || each === method).map((each) => ({
        label: receivedLabels[each],
        amount: formatCents(totals.byMethod[each]),
      })),
      total: formatCents(totals.totalCents),
    };
  }
  return {
    page: {
      title: 'Payments',
      ...(refused ? { status: 400 } : {}),
      body: (
        <PaymentsPage
          from={filter.from}
          to={filter.to}
          method={method ?? ''}
          methods={RECEIVED_METHODS.map((value) => ({ value, label: receivedLabels[value] }))}
          errors={filter.errors}
          {...(received ? { received } : {})}
        />
      ),
    },
  };
};
