import { line, lines, when } from '../office/format';

/** A recorded price as the office's screens show it (server/features/charges/office/price-page.tsx builds it from the receipt). */
export interface PriceView {
  workDone: string;
  parts: string;
  /** The money lines, each [label, amount]. */
  lines: [label: string, amount: string][];
  total: string;
  /** "Card · Paid", "Not paid yet · Unpaid", "No charge". */
  payment: string;
  warrantyEnds: string;
  recorded: string;
  /** Where the receipt e-mail is, in words. */
  receipt: string;
}

/** The price of a Done visit: what was done, each line, the Total, the payment, the warranty and the receipt. */
export function PriceSummary({ price }: { price: PriceView }) {
  return (
    <div className="office-price">
      <dl className="office-facts">
        <div>
          <dt>Work done</dt>
          <dd className="office-visit__problem">{lines(price.workDone)}</dd>
        </div>
        {price.parts && (
          <div>
            <dt>Parts used</dt>
            <dd>{line(price.parts)}</dd>
          </div>
        )}
      </dl>
      <table className="office-price__lines">
        <caption className="visually-hidden">Price</caption>
        <tbody>
          {price.lines.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{line(label)}</th>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="office-price__total">{price.total}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="office-facts">
        <div>
          <dt>Payment</dt>
          <dd>{price.payment}</dd>
        </div>
        <div>
          <dt>Warranty until</dt>
          <dd>{price.warrantyEnds}</dd>
        </div>
        <div>
          <dt>Recorded</dt>
          <dd>{price.recorded}</dd>
        </div>
        <div>
          <dt>Receipt</dt>
          <dd>{price.receipt}</dd>
        </div>
      </dl>
    </div>
  );
}

/** "Tue, Nov 24, 11:05 AM by tom@example.com", for the Recorded line. */
export const recordedWords = (at: string, by: string, corrected?: { at: string; by: string; times: number }) =>
  `${when(at)} by ${line(by)}${corrected && corrected.times > 0 ? ` · corrected ${when(corrected.at)} by ${line(corrected.by)}` : ''}`;

/** A Done visit's price on the booking's and the visit's pages: the summary, and the way to the form. */
export function PriceSection({ price }: { price: { view?: PriceView | undefined; href: string; canEdit: boolean } }) {
  return (
    <section aria-labelledby="price-heading" className="office-block">
      <h2 id="price-heading">Price</h2>
      {price.view ? <PriceSummary price={price.view} /> : <p>No price recorded yet.</p>}
      {(price.canEdit || price.view) && (
        <p>
          <a className={price.view ? 'btn btn--secondary' : 'btn btn--primary'} href={price.href}>
            {!price.view ? 'Record the price' : price.canEdit ? 'Correct the price' : 'See the price'}
          </a>
        </p>
      )}
    </section>
  );
}
