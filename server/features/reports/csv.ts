import { stringify } from 'csv-stringify/sync';
import { formulaSafe, oneLine } from '../../../data/text';
import { answeredOrExpired, dollarsPlain, share } from '../../../views/reports/report-format';
import type { BreakdownRow, LeadSourceRow, ReportName, Reports } from '../../../views/reports/report-types';

type Cell = string | number;

/** A breakdown's lines and their total: label, bookings, Done, share of the period's bookings. */
function breakdownTable(heading: string, rows: readonly BreakdownRow[], withRevenue = false) {
  const total = rows.reduce(
    (sum, row) => ({
      bookings: sum.bookings + row.bookings,
      done: sum.done + row.done,
      cents: sum.cents + (row.revenueCents ?? 0),
    }),
    { bookings: 0, done: 0, cents: 0 },
  );
  const line = (label: string, bookings: number, done: number, cents: number): Cell[] => [
    label,
    bookings,
    done,
    share(bookings, total.bookings),
    ...(withRevenue ? [dollarsPlain(cents)] : []),
  ];
  return {
    header: [heading, 'Bookings', 'Done', 'Share of bookings (%)', ...(withRevenue ? ['Revenue ($)'] : [])],
    rows: [
      ...rows.map((row) => line(row.label, row.bookings, row.done, row.revenueCents ?? 0)),
      line('Total', total.bookings, total.done, total.cents),
    ],
  };
}

/** Each report's table: the same lines as the table beside its chart. */
const TABLES: Record<ReportName, (reports: Reports) => { header: string[]; rows: Cell[][] }> = {
  'lead-sources': ({ byLeadSource: rows }) => {
    const sum = (pick: (row: LeadSourceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const line = (label: string, leads: number, converted: number, bookings: number, done: number, cents: number) => [
      label,
      leads,
      converted,
      share(converted, leads),
      bookings,
      done,
      dollarsPlain(cents),
    ];
    return {
      header: ['Source', 'Leads', 'Leads booked', 'Conversion (%)', 'Bookings', 'Done', 'Revenue ($)'],
      rows: [
        ...rows.map((row) => line(row.label, row.leads, row.converted, row.bookings, row.done, row.revenueCents)),
        line(
          'Total',
          sum((row) => row.leads),
          sum((row) => row.converted),
          sum((row) => row.bookings),
          sum((row) => row.done),
          sum((row) => row.revenueCents),
        ),
      ],
    };
  },
  sources: (r) => breakdownTable('Source', r.bySource),
  services: (r) => breakdownTable('Service', r.byService),
  cities: (r) => breakdownTable('City', r.byCity),
  technicians: (r) => breakdownTable('Technician', r.byTechnician, true),
  outcomes: ({ outcomes: o }) => ({
    header: ['Outcome', 'Bookings', 'Share of bookings (%)'],
    rows: [
      ['Done', o.done, share(o.done, o.total)],
      ['No-Show', o.noShow, share(o.noShow, o.total)],
      ['Cancelled', o.cancelled, share(o.cancelled, o.total)],
      ['Not ended yet', o.open, share(o.open, o.total)],
      ['Total', o.total, share(o.total, o.total)],
      ['Warranty visits (counted above)', o.warranty, share(o.warranty, o.total)],
    ],
  }),
  revenue: ({ revenue: r }) => ({
    header: ['Payment', 'Visits', 'Revenue ($)', 'Average ticket ($)'],
    rows: [
      ...r.byPayment.map((row) => [
        row.method[0]!.toUpperCase() + row.method.slice(1),
        row.visits,
        dollarsPlain(row.cents),
        row.visits === 0 ? '' : dollarsPlain(Math.round(row.cents / row.visits)),
      ]),
      ['Total', r.priced, dollarsPlain(r.cents), r.averageCents === null ? '' : dollarsPlain(r.averageCents)],
    ],
  }),
  collected: ({ collected: c }) => ({
    header: ['Method', 'Payments', 'Collected ($)'],
    rows: [
      ...c.byMethod.map((row) => [row.label, row.payments, dollarsPlain(row.cents)]),
      ['Total collected', c.payments, dollarsPlain(c.cents)],
      // Positive, as the CSV neutralises a cell starting with a minus sign; the net row subtracts it.
      ['Refunded (subtracted)', c.refunds, dollarsPlain(c.refundedCents)],
      ['Net collected', '', dollarsPlain(c.netCents)],
    ],
  }),
  callbacks: ({ callbacks: c }) => ({
    header: ['Time to call back', 'Leads', 'Share of leads (%)'],
    rows: [
      ...c.buckets.map((bucket) => [bucket.label, bucket.leads, share(bucket.leads, c.leads)]),
      ['Total', c.leads, share(c.leads, c.leads)],
    ],
  }),
  reviews: ({ reviews: r }) => ({
    header: ['Stars', 'Reviews', 'Share of reviews (%)', 'Average stars'],
    rows: [
      ...r.distribution.map((row) => [row.rating, row.reviews, share(row.reviews, r.count), '']),
      ['All', r.count, share(r.count, r.count), r.average === null ? '' : r.average.toFixed(2)],
    ],
  }),
  estimates: ({ estimates: e }) => ({
    header: ['Outcome', 'Estimates', 'Share of sent (%)'],
    rows: [
      ['Approved', e.approved, share(e.approved, e.sent)],
      ['Declined', e.declined, share(e.declined, e.sent)],
      ['Expired', e.expired, share(e.expired, e.sent)],
      ['Still open', e.open, share(e.open, e.sent)],
      ['Sent', e.sent, share(e.sent, e.sent)],
      ['Approval rate: approved of answered or expired (%)', '', share(e.approved, answeredOrExpired(e))],
      ...e.reasons.map((row) => [`Declined because: ${row.reason}`, row.estimates, share(row.estimates, e.sent)]),
      ['Declined without a reason', e.declinedWithoutReason, share(e.declinedWithoutReason, e.sent)],
    ],
  }),
  parts: ({ jobs: j }) => ({
    header: ['Jobs and parts', 'Value'],
    rows: [
      ['Jobs (estimates approved)', j.jobs],
      ['With a return visit booked', j.withReturnVisit],
      ['Average days from approval to return visit', j.averageDaysToReturn === null ? '' : j.averageDaysToReturn],
      ['Jobs with parts recorded', j.withParts],
      ['Parts cost ($)', dollarsPlain(j.partsCostCents)],
      ['Charged for parts ($)', dollarsPlain(j.partsChargedCents)],
      ['Margin ($)', dollarsPlain(j.partsChargedCents - j.partsCostCents)],
      ['Margin (% of charged)', share(j.partsChargedCents - j.partsCostCents, j.partsChargedCents)],
    ],
  }),
};

/**
 * One report as RFC 4180 CSV, the same safe CSV as the exports (server/features/booking/export.ts): CRLF between
 * records, a byte order mark for Excel, every text cell one clean line with a formula's first character
 * neutralised (a technician's name is typed by people).
 */
export function reportCsv(name: ReportName, reports: Reports): string {
  const { header, rows } = TABLES[name](reports);
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? formulaSafe(oneLine(cell)) : cell)));
  return stringify([header, ...safe], {
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    bom: true,
  });
}
