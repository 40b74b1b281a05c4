import { Field } from '../components/forms/Field';
import { dayName, line } from '../office/format';
import { Pager } from '../office/Pager';

export interface ReceivedRow {
  /** "Nov 24" style, the business-zone day it came in. */
  day: string;
  method: string;
  amount: string;
  reference: string;
  visitHref: string;
  customer: string;
  /** "card ending in 4242", or why the office must look at it. */
  note?: string | undefined;
  /** An online payment with something left to refund: its Refund form (the screen is the owner's alone). */
  refundHref?: string | undefined;
}

export interface PaymentsPageProps {
  /** The period and method as typed, kept when refused. */
  from: string;
  to: string;
  method: string;
  methods: readonly { value: string; label: string }[];
  errors: { from?: string | undefined; to?: string | undefined };
  /** Absent when the filter was refused. */
  received?: {
    /** This page's lines; `count` and the totals are of the whole period. */
    rows: readonly ReceivedRow[];
    count: number;
    page: number;
    pages: number;
    totals: readonly { label: string; amount: string }[];
    total: string;
  };
}

/**
 * The owner's Payments screen (docs/payments.md): what came in over a period, by day, each with its method, amount,
 * visit and customer, and the totals of each method. A plain GET form filters it, so a filter can be bookmarked.
 */
export function PaymentsPage({ from, to, method, methods, errors, received }: PaymentsPageProps) {
  return (
    <>
      <h1>Payments</h1>
      <p>
        <a href="/office/payments/unpaid">Unpaid visits</a>
      </p>
      <form
        method="get"
        action="/office/payments"
        className="office-filter office-filter--payments"
        aria-label="Filter"
      >
        <Field id="payments-from" label="From" error={errors.from}>
          {(control) => <input {...control} type="date" name="from" defaultValue={from} required />}
        </Field>
        <Field id="payments-to" label="To" error={errors.to}>
          {(control) => <input {...control} type="date" name="to" defaultValue={to} required />}
        </Field>
        <Field id="payments-method" label="Method">
          {(control) => (
            <select {...control} name="method" defaultValue={method}>
              <option value="">Every method</option>
              {methods.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Show payments
        </button>
      </form>
      {received ? (
        <Received {...received} from={from} to={to} method={method} />
      ) : (
        <p role="status" className="office-muted">
          Please correct the filter above.
        </p>
      )}
    </>
  );
}

/** A page of the same period and method. */
const pageHref = (from: string, to: string, method: string, page: number) =>
  `/office/payments?${new URLSearchParams({ from, to, ...(method ? { method } : {}), page: String(page) })}`;

function Received({
  rows,
  count,
  page,
  pages,
  totals,
  total,
  from,
  to,
  method,
}: NonNullable<PaymentsPageProps['received']> & { from: string; to: string; method: string }) {
  return (
    <>
      <section aria-labelledby="payments-totals" className="office-block">
        <h2 id="payments-totals">
          Received {dayName(from)} to {dayName(to)}: {total}
        </h2>
        <dl className="report-summary" data-list="totals">
          {totals.map((sum) => (
            <div key={sum.label}>
              <dt>{sum.label}</dt>
              <dd>{sum.amount}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="payments-list" className="office-block">
        <h2 id="payments-list">Each payment ({count})</h2>
        {pages > 1 && (
          <p>
            Newest first. Page {page} of {pages}.
          </p>
        )}
        {rows.length === 0 ? (
          <p>Nothing was received in this period.</p>
        ) : (
          <ol className="office-rows" data-list="payments">
            {rows.map((row, index) => (
              <li key={`${row.reference}-${index}`} className="office-row" data-reference={row.reference}>
                <p className="office-row__main">
                  <span>
                    {row.day} · <strong>{row.amount}</strong> · {row.method}
                  </span>
                  <span className="office-muted">
                    {line(row.customer)} · <a href={row.visitHref}>{row.reference}</a>
                    {row.note ? ` · ${row.note}` : ''}
                  </span>
                </p>
                {row.refundHref ? (
                  <a className="btn btn--secondary" href={row.refundHref}>
                    Refund<span className="visually-hidden"> {row.reference}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <Pager
          label="Pages of payments"
          page={page}
          pages={pages}
          pageHref={(next) => pageHref(from, to, method, next)}
        />
      </section>
    </>
  );
}
