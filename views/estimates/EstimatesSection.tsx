/** One estimate as the visit's pages list it. */
export interface EstimateSummary {
  /** "E-CAR-7K3M-1". */
  name: string;
  /** "Sent", "Approved", …. */
  state: string;
  /** The option approved and its total, once approved; else the options' totals. */
  summary: string;
  href: string;
}

/**
 * A visit's estimates, newest first, and the New Estimate button (a link to its form): on the technician's
 * visit page and on the office's booking page alike.
 */
export function EstimatesSection({ estimates, newHref }: { estimates: readonly EstimateSummary[]; newHref?: string }) {
  return (
    <section aria-labelledby="estimates-heading" className="office-block">
      <h2 id="estimates-heading">Estimates</h2>
      {estimates.length === 0 ? (
        <p>No estimate yet.</p>
      ) : (
        <ul className="office-list">
          {estimates.map((estimate) => (
            <li key={estimate.name}>
              <a href={estimate.href}>{estimate.name}</a> · <span className="office-status">{estimate.state}</span> ·{' '}
              {estimate.summary}
            </li>
          ))}
        </ul>
      )}
      {newHref ? (
        <p>
          <a className="button" href={newHref}>
            New Estimate
          </a>
        </p>
      ) : null}
    </section>
  );
}
