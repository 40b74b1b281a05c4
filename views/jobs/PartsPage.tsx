import type { PartView } from './parts-words';

/** A part on the Parts screen: the part in words, its customer and its visit. */
export interface ListedPartView extends PartView {
  customer: string;
  reference: string;
  visitHref: string;
  /** When it was marked in, and by whom (arrived parts). */
  arrivedBy?: string | undefined;
}

export interface PartsPageProps {
  csrf: string;
  waiting: ListedPartView[];
  arrived: ListedPartView[];
  /** A technician sees their own visits' parts only: the page says so. */
  ownOnly: boolean;
  saved?: string | undefined;
}

function WaitingPart({ part, csrf }: { part: ListedPartView; csrf: string }) {
  return (
    <li className="office-row" data-part={part.id}>
      <p className="office-row__main">
        <span>
          {part.late ? <strong className="office-status office-status--no-show">Late</strong> : null}
          {part.late ? ' ' : null}
          Expected {part.expected}
        </span>
        <span>
          {part.description} · {part.partNumber} · {part.supplier}
        </span>
        <span className="office-muted">
          {part.customer} · <a href={part.visitHref}>{part.reference}</a>
        </span>
      </p>
      <form method="post" action={`/office/parts/${encodeURIComponent(part.id)}/arrived`}>
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" className="btn btn--primary">
          Part Arrived
        </button>
      </form>
    </li>
  );
}

/**
 * The Parts screen (issue 37): every part on order by the day it is expected, the late ones first and marked so,
 * each with its customer, its visit and Part Arrived; then the parts that came in over the last two weeks.
 */
export function PartsPage({ csrf, waiting, arrived, ownOnly, saved }: PartsPageProps) {
  return (
    <>
      <h1>Parts</h1>
      {ownOnly ? <p className="office-muted">The parts of your own visits' jobs.</p> : null}
      {saved ? (
        <p role="status" className="office-notice">
          {saved}
        </p>
      ) : null}
      <section aria-labelledby="parts-waiting-heading" className="office-block">
        <h2 id="parts-waiting-heading">On order ({waiting.length})</h2>
        {waiting.length === 0 ? (
          <p>No part is on order.</p>
        ) : (
          <ol className="office-rows">
            {waiting.map((part) => (
              <WaitingPart key={part.id} part={part} csrf={csrf} />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="parts-arrived-heading" className="office-block">
        <h2 id="parts-arrived-heading">In, the last 14 days</h2>
        {arrived.length === 0 ? (
          <p>No part came in over the last 14 days.</p>
        ) : (
          <ol className="office-rows">
            {arrived.map((part) => (
              <li key={part.id} className="office-row" data-part={part.id}>
                <p className="office-row__main">
                  <span>
                    {part.status}
                    {part.arrivedBy ? `, marked by ${part.arrivedBy}` : ''}
                  </span>
                  <span>
                    {part.description} · {part.partNumber} · {part.supplier}
                  </span>
                  <span className="office-muted">
                    {part.customer} · <a href={part.visitHref}>{part.reference}</a>
                  </span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
