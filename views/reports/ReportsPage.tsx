import type { ReactNode } from 'react';
import { Field } from '../components/forms/Field';
import { BarChart, type Bar } from './BarChart';
import { dayName, line } from '../office/format';
import { answeredOrExpired, dollars, duration, share } from './report-format';
import type { BreakdownRow, LeadSourceRow, ReportName, Reports } from './report-types';

export interface ReportsPageProps {
  /** The period as typed, kept when it is refused. */
  from: string;
  to: string;
  errors: { from?: string; to?: string };
  presets: readonly { label: string; from: string; to: string; href: string }[];
  /** The figures; absent when the period was refused. */
  reports?: Reports;
  /** `?from=…&to=…` of the period shown, for the CSV links. */
  query: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${share(part, whole)} %`);
const countText = (n: number, whole: number) => (whole === 0 ? String(n) : `${n} (${share(n, whole)} %)`);

/** The owner's reports for a period (docs/reports.md): each chart with its numbers in a table and its CSV. */
export function ReportsPage({ from, to, errors, presets, reports, query }: ReportsPageProps) {
  return (
    <>
      <h1>Reports</h1>
      <form method="get" action="/office/reports" className="office-filter office-filter--dates" aria-label="Period">
        <Field id="reports-from" label="From" error={errors.from}>
          {(control) => <input {...control} type="date" name="from" defaultValue={from} required />}
        </Field>
        <Field id="reports-to" label="To" error={errors.to}>
          {(control) => <input {...control} type="date" name="to" defaultValue={to} required />}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Show reports
        </button>
      </form>
      <nav aria-label="Periods" className="report-presets">
        <ul>
          {presets.map((preset) => {
            const current = reports && preset.from === reports.from && preset.to === reports.to;
            return (
              <li key={preset.label}>
                <a href={preset.href} aria-current={current ? 'true' : undefined}>
                  {preset.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {reports ? (
        <Figures reports={reports} query={query} />
      ) : (
        <p role="status" className="office-muted">
          Please correct the period above.
        </p>
      )}
    </>
  );
}

function Figures({ reports: r, query }: { reports: Reports; query: string }) {
  const o = r.outcomes;
  const c = r.callbacks;
  return (
    <>
      <p role="status" className="office-muted">
        {dayName(r.from)}, {r.from.slice(0, 4)} to {dayName(r.to)}, {r.to.slice(0, 4)}: bookings by the day of their
        visit, leads and reviews by the day they came in, estimates by the day they were sent, jobs by the day their
        estimate was approved (America/New_York).
      </p>
      <section aria-labelledby="report-summary" className="report">
        <h2 id="report-summary">Summary</h2>
        <dl className="report-summary">
          <Figure term="Bookings" value={String(o.total)} note={`${o.warranty} warranty`} />
          <Figure term="Completion" value={percent(o.done, o.total)} note={`${o.done} Done`} />
          <Figure term="No-show" value={percent(o.noShow, o.total)} note={`${o.noShow} No-Show`} />
          <Figure term="Cancellation" value={percent(o.cancelled, o.total)} note={`${o.cancelled} cancelled`} />
          <BilledFigure reports={r} />
          <Figure
            term="Time to call back"
            value={c.medianSeconds === null ? '–' : duration(c.medianSeconds)}
            note={c.medianSeconds === null ? 'none recorded' : 'median'}
          />
          <Figure
            term="Review score"
            value={r.reviews.average === null ? '–' : `${r.reviews.average.toFixed(2)} ★`}
            note={`${r.reviews.count} review${r.reviews.count === 1 ? '' : 's'}`}
          />
          <JobSummary reports={r} />
          <CollectedFigure reports={r} />
        </dl>
      </section>
      <LeadSources rows={r.byLeadSource} query={query} />
      <Breakdown name="sources" title="Bookings by source" heading="Source" rows={r.bySource} query={query} />
      <Breakdown name="services" title="Bookings by service" heading="Service" rows={r.byService} query={query} />
      <Breakdown name="cities" title="Bookings by city" heading="City" rows={r.byCity} query={query} />
      <Breakdown
        name="technicians"
        title="Bookings by technician"
        heading="Technician"
        rows={r.byTechnician}
        query={query}
        revenue
      />
      <Report
        name="outcomes"
        title="Completion, no-shows and cancellations"
        query={query}
        bars={[
          { label: 'Done', value: o.done, text: countText(o.done, o.total) },
          { label: 'No-Show', value: o.noShow, text: countText(o.noShow, o.total) },
          { label: 'Cancelled', value: o.cancelled, text: countText(o.cancelled, o.total) },
          { label: 'Not ended yet', value: o.open, text: countText(o.open, o.total) },
        ]}
        head={['Outcome', 'Bookings', 'Share']}
        rows={[
          ['Done', o.done, percent(o.done, o.total)],
          ['No-Show', o.noShow, percent(o.noShow, o.total)],
          ['Cancelled', o.cancelled, percent(o.cancelled, o.total)],
          ['Not ended yet', o.open, percent(o.open, o.total)],
        ]}
        total={['Total', o.total, percent(o.total, o.total)]}
        note={`Warranty visits, counted above: ${o.warranty}.`}
      />
      <Report
        name="revenue"
        title="Billed by payment"
        query={query}
        bars={r.revenue.byPayment.map((row) => ({
          label: capital(row.method),
          value: row.cents,
          text: dollars(row.cents),
        }))}
        head={['Payment', 'Visits', 'Revenue']}
        rows={r.revenue.byPayment.map((row) => [capital(row.method), row.visits, dollars(row.cents)])}
        total={['Total', r.revenue.priced, dollars(r.revenue.cents)]}
        note={`Average ticket ${r.revenue.averageCents === null ? '–' : dollars(r.revenue.averageCents)}. Done visits without a price yet: ${r.revenue.unpriced}. Done warranty visits (free, not counted): ${r.revenue.warrantyDone}.`}
      />
      <CollectedReport reports={r} query={query} />
      <Report
        name="callbacks"
        title="Time from lead to call back"
        query={query}
        bars={c.buckets.map((bucket) => ({
          label: bucket.label,
          value: bucket.leads,
          text: countText(bucket.leads, c.leads),
        }))}
        head={['Time to call back', 'Leads', 'Share']}
        rows={c.buckets.map((bucket) => [bucket.label, bucket.leads, percent(bucket.leads, c.leads)])}
        total={['Total', c.leads, percent(c.leads, c.leads)]}
        note={
          c.medianSeconds === null || c.averageSeconds === null
            ? 'No lead of this period has a recorded call back.'
            : `Median ${duration(c.medianSeconds)}, average ${duration(c.averageSeconds)}, over ${c.timed} lead${c.timed === 1 ? '' : 's'} with a recorded call back.`
        }
      />
      <Report
        name="reviews"
        title="Review score"
        query={query}
        bars={r.reviews.distribution.map((row) => ({
          label: `${row.rating} star${row.rating === 1 ? '' : 's'}`,
          value: row.reviews,
          text: countText(row.reviews, r.reviews.count),
        }))}
        head={['Stars', 'Reviews', 'Share']}
        rows={r.reviews.distribution.map((row) => [row.rating, row.reviews, percent(row.reviews, r.reviews.count)])}
        total={['All', r.reviews.count, percent(r.reviews.count, r.reviews.count)]}
        note={
          r.reviews.average === null
            ? 'No verified review came in this period.'
            : `Average ${r.reviews.average.toFixed(2)} stars from ${r.reviews.count} verified review${r.reviews.count === 1 ? '' : 's'}, published or not.`
        }
      />
      <JobReports reports={r} query={query} />
    </>
  );
}

/** The summary's money billed: every priced Done visit, paid or not, and the average ticket. */
function BilledFigure({ reports: r }: { reports: Reports }) {
  const average = r.revenue.averageCents === null ? '–' : dollars(r.revenue.averageCents);
  return (
    <>
      <Figure term="Billed" value={dollars(r.revenue.cents)} note={`${r.revenue.priced} priced visits`} />
      <Figure term="Average ticket" value={average} />
    </>
  );
}

/** The summary's money in: collected, net of the refunds Stripe confirmed. */
function CollectedFigure({ reports: r }: { reports: Reports }) {
  const note = `net of ${dollars(r.collected.refundedCents)} refunded`;
  return <Figure term="Collected" value={dollars(r.collected.netCents)} note={note} />;
}

/** Money in by method, refunds subtracted: an unpaid visit is billed, never collected. */
function CollectedReport({ reports: r, query }: { reports: Reports; query: string }) {
  return (
    <Report
      name="collected"
      title="Collected by method"
      query={query}
      bars={r.collected.byMethod.map((row) => ({ label: row.label, value: row.cents, text: dollars(row.cents) }))}
      head={['Method', 'Payments', 'Collected']}
      rows={[
        ...r.collected.byMethod.map((row) => [row.label, row.payments, dollars(row.cents)]),
        ['Refunded', r.collected.refunds, dollars(-r.collected.refundedCents)],
      ]}
      total={['Net collected', r.collected.payments, dollars(r.collected.netCents)]}
      note="An unpaid visit is billed, not collected. Online payments by the day they were paid, payments by hand by the day of the visit, refunds by the day Stripe confirmed them (a refund still pending is not counted)."
    />
  );
}

/** The summary's figures of the two-visit repair: the estimates' approval rate and the parts' margin. */
function JobSummary({ reports: r }: { reports: Reports }) {
  const e = r.estimates;
  const j = r.jobs;
  const margin = j.partsChargedCents - j.partsCostCents;
  return (
    <>
      <Figure
        term="Estimate approval"
        value={percent(e.approved, answeredOrExpired(e))}
        note={`${e.approved} of ${answeredOrExpired(e)} answered or expired`}
      />
      <Figure
        term="Parts margin"
        value={j.withParts === 0 ? '–' : dollars(margin)}
        note={`${j.withParts} job${j.withParts === 1 ? '' : 's'} with parts`}
      />
    </>
  );
}

/** The two-visit repair (docs/jobs.md): the estimates sent, and the jobs' return visits and parts. */
function JobReports({ reports: r, query }: { reports: Reports; query: string }) {
  const e = r.estimates;
  const j = r.jobs;
  const margin = j.partsChargedCents - j.partsCostCents;
  return (
    <>
      <Report
        name="estimates"
        title="Estimates"
        query={query}
        bars={[
          { label: 'Approved', value: e.approved, text: countText(e.approved, e.sent) },
          { label: 'Declined', value: e.declined, text: countText(e.declined, e.sent) },
          { label: 'Expired', value: e.expired, text: countText(e.expired, e.sent) },
          { label: 'Still open', value: e.open, text: countText(e.open, e.sent) },
        ]}
        head={['Outcome', 'Estimates', 'Share']}
        rows={[
          ['Approved', e.approved, percent(e.approved, e.sent)],
          ['Declined', e.declined, percent(e.declined, e.sent)],
          ['Expired', e.expired, percent(e.expired, e.sent)],
          ['Still open', e.open, percent(e.open, e.sent)],
        ]}
        total={['Sent', e.sent, percent(e.sent, e.sent)]}
        note={`Approval rate ${percent(e.approved, answeredOrExpired(e))}: approved ÷ answered or expired (${e.approved} of ${answeredOrExpired(e)}); estimates still open are left out.`}
      >
        <DeclineReasons reasons={e.reasons} withoutReason={e.declinedWithoutReason} />
      </Report>
      <Report
        name="parts"
        title="Parts: cost and charged"
        query={query}
        bars={[
          { label: 'Parts cost', value: j.partsCostCents, text: dollars(j.partsCostCents) },
          { label: 'Charged for parts', value: j.partsChargedCents, text: dollars(j.partsChargedCents) },
        ]}
        head={['Parts', 'Amount', 'Share of charged']}
        rows={[
          ['Parts cost', dollars(j.partsCostCents), percent(j.partsCostCents, j.partsChargedCents)],
          ['Charged for parts', dollars(j.partsChargedCents), percent(j.partsChargedCents, j.partsChargedCents)],
        ]}
        total={['Margin', dollars(margin), percent(margin, j.partsChargedCents)]}
        note={`${j.jobs} job${j.jobs === 1 ? '' : 's'} approved, ${j.withParts} with parts recorded. ${
          j.averageDaysToReturn === null
            ? 'No return visit booked for them yet.'
            : `Return visit on average ${j.averageDaysToReturn.toFixed(1)} days after the approval (${j.withReturnVisit} job${j.withReturnVisit === 1 ? '' : 's'} with one booked).`
        }`}
      />
    </>
  );
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <span className="report-summary__value">{value}</span>
        {note ? <span className="office-muted"> {note}</span> : null}
      </dd>
    </div>
  );
}

/** Where the work comes from: leads, what they became, bookings and revenue per source (docs/reports.md#by-source). */
function LeadSources({ rows, query }: { rows: readonly LeadSourceRow[]; query: string }) {
  const sum = (pick: (row: LeadSourceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const bookings = sum((row) => row.bookings);
  const cells = (label: string, leads: number, converted: number, booked: number, done: number, cents: number) => [
    line(label),
    leads,
    converted,
    percent(converted, leads),
    booked,
    done,
    dollars(cents),
  ];
  return (
    <Report
      name="lead-sources"
      title="Where the work comes from"
      query={query}
      bars={rows.map((row) => ({
        label: line(row.label),
        value: row.bookings,
        text: countText(row.bookings, bookings),
      }))}
      head={['Source', 'Leads', 'Leads booked', 'Conversion', 'Bookings', 'Done', 'Revenue']}
      rows={rows.map((row) => cells(row.label, row.leads, row.converted, row.bookings, row.done, row.revenueCents))}
      total={cells(
        'Total',
        sum((row) => row.leads),
        sum((row) => row.converted),
        bookings,
        sum((row) => row.done),
        sum((row) => row.revenueCents),
      )}
      note="The source is the answer to “How did you hear about us?” (the booking and contact forms, or the office on the phone), else the campaign (utm_source) the visitor landed with. A lead is booked when its customer made a booking at or after it came in. Revenue is billed: the prices of Done visits, warranty visits left out."
    />
  );
}

function Breakdown(props: {
  name: ReportName;
  title: string;
  heading: string;
  rows: readonly BreakdownRow[];
  query: string;
  revenue?: boolean;
}) {
  const { name, title, heading, rows, query, revenue = false } = props;
  const total = rows.reduce((sum, row) => sum + row.bookings, 0);
  const bars: Bar[] = rows.map((row) => ({
    label: line(row.label),
    value: row.bookings,
    text: countText(row.bookings, total),
  }));
  const cells = (label: string, bookings: number, done: number, cents: number): ReactNode[] => [
    line(label),
    bookings,
    done,
    percent(bookings, total),
    ...(revenue ? [dollars(cents)] : []),
  ];
  return (
    <Report
      name={name}
      title={title}
      query={query}
      bars={bars}
      head={[heading, 'Bookings', 'Done', 'Share', ...(revenue ? ['Revenue'] : [])]}
      rows={rows.map((row) => cells(row.label, row.bookings, row.done, row.revenueCents ?? 0))}
      total={cells(
        'Total',
        total,
        rows.reduce((sum, row) => sum + row.done, 0),
        rows.reduce((sum, row) => sum + (row.revenueCents ?? 0), 0),
      )}
    />
  );
}

/** One report: its heading, chart, table with the same numbers, and the link to its CSV. */
function Report(props: {
  name: ReportName;
  title: string;
  query: string;
  bars: readonly Bar[];
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  total: readonly ReactNode[];
  note?: string;
  /** More beside the table, after the note. */
  children?: ReactNode;
}) {
  const { name, title, query, bars, head, rows, total, note, children } = props;
  const headingId = `report-${name}`;
  return (
    <section aria-labelledby={headingId} className="report">
      <h2 id={headingId}>{title}</h2>
      <div className="report__body">
        <BarChart id={`chart-${name}`} title={title} bars={bars} />
        <div className="report__table">
          {/* Focusable, so a keyboard can scroll a table wider than a phone (a region of its own, named by the table's caption). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <section className="report__scroll" aria-labelledby={`${headingId}-numbers`} tabIndex={0}>
            <table>
              <caption id={`${headingId}-numbers`} className="visually-hidden">
                {title}: the numbers
              </caption>
              <thead>
                <tr>
                  {head.map((cell, i) => (
                    <th key={cell} scope="col" className={i === 0 ? undefined : 'num'}>
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={r}>
                    <RowCells row={row} />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <RowCells row={total} />
                </tr>
              </tfoot>
            </table>
          </section>
          {note ? <p className="office-muted">{note}</p> : null}
          {children}
          <p>
            <a href={`/office/reports/${name}.csv?${query}`}>Download {name}.csv</a>
          </p>
        </div>
      </div>
    </section>
  );
}

/** The reasons customers typed when they declined, as typed (text, never markup), most given first. */
function DeclineReasons({
  reasons,
  withoutReason,
}: {
  reasons: readonly { reason: string; estimates: number }[];
  withoutReason: number;
}) {
  if (reasons.length === 0 && withoutReason === 0) return null;
  return (
    <>
      <h3 id="report-estimates-reasons">Why they declined</h3>
      <ul aria-labelledby="report-estimates-reasons" className="report-reasons">
        {reasons.map((row) => (
          <li key={row.reason}>
            {line(row.reason)} <span className="office-muted">({row.estimates})</span>
          </li>
        ))}
        {withoutReason > 0 ? (
          <li>
            No reason given <span className="office-muted">({withoutReason})</span>
          </li>
        ) : null}
      </ul>
    </>
  );
}

/** A table row's cells: the first names the row (a row header), the rest are numbers. */
function RowCells({ row }: { row: readonly ReactNode[] }) {
  return row.map((cell, i) =>
    i === 0 ? (
      <th key={i} scope="row">
        {cell}
      </th>
    ) : (
      <td key={i} className="num">
        {cell}
      </td>
    ),
  );
}
