import { line } from '../office/format';
import { Pager } from '../office/Pager';

export interface OwedRow {
  reference: string;
  visitHref: string;
  customer: string;
  balance: string;
  /** "owed 12 days", "owed since today". */
  owed: string;
  /** Where Send Pay Link posts; absent when it is not offered for this visit. */
  sendAction?: string | undefined;
  /** Why it is not offered, when online payment is on but this customer cannot be sent the link. */
  unsent?: string | undefined;
}

export interface UnpaidPageProps {
  csrf: string;
  /** This page's rows; `count` and `total` are of every visit owing. */
  rows: readonly OwedRow[];
  count: number;
  page: number;
  pages: number;
  total: string;
  /** Whether online payment is on (STRIPE_SECRET_KEY): without it, the office collects by hand. */
  online: boolean;
  saved?: string | undefined;
}

/**
 * Unpaid (docs/payments.md): every visit priced and not paid, oldest first, with what is left to pay, how long it
 * has been owed and, where online payment is on, Send Pay Link.
 */
export function UnpaidPage({ csrf, rows, count, page, pages, total, online, saved }: UnpaidPageProps) {
  return (
    <>
      <h1>Unpaid</h1>
      {saved ? (
        <p role="status" className="office-notice">
          {saved}
        </p>
      ) : null}
      <p>
        {count === 0
          ? 'Every priced visit is paid.'
          : `${count} ${count === 1 ? 'visit owes' : 'visits owe'} ${total} altogether, oldest first.`}
        {pages > 1 ? ` Page ${page} of ${pages}.` : ''}
        {online ? '' : ' Online payment is off (no Stripe key): collect by hand and record it on the visit’s price.'}
      </p>
      {rows.length > 0 ? (
        <ol className="office-rows" data-list="unpaid">
          {rows.map((row) => (
            <li key={row.reference} className="office-row" data-reference={row.reference}>
              <p className="office-row__main">
                <span>
                  <strong>{row.balance}</strong> · {row.owed}
                </span>
                <span className="office-muted">
                  {line(row.customer)} · <a href={row.visitHref}>{row.reference}</a>
                  {row.unsent ? ` · ${row.unsent}` : ''}
                </span>
              </p>
              {row.sendAction ? (
                <form method="post" action={row.sendAction}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <button type="submit" className="btn btn--primary">
                    Send Pay Link
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <Pager
        label="Pages of unpaid visits"
        page={page}
        pages={pages}
        pageHref={(to) => `/office/payments/unpaid?page=${to}`}
        earlier="Older"
        later="Newer"
      />
    </>
  );
}
