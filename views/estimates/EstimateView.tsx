import { usePageMessages } from '../components/page-messages';
import type { EstimateInWords, OptionInWords } from './types';

/** One option as a table: its lines, its sums and its total. */
export function OptionTable({ option, approved }: { option: OptionInWords; approved?: boolean }) {
  const { customerEstimate } = usePageMessages();
  return (
    <table className="estimate-option__table">
      <caption>
        {customerEstimate.caption(option.position, option.title)}
        {approved ? customerEstimate.approvedMark : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">{customerEstimate.columnItem}</th>
          <th scope="col">{customerEstimate.columnQuantity}</th>
          <th scope="col">{customerEstimate.columnAmount}</th>
        </tr>
      </thead>
      <tbody>
        {option.lines.map(([description, quantity, amount], index) => (
          <tr key={index}>
            <td>{description}</td>
            <td>{quantity}</td>
            <td>{amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {option.sums.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" colSpan={2}>
              {label}
            </th>
            <td>{amount}</td>
          </tr>
        ))}
        <tr className="estimate-option__total">
          <th scope="row" colSpan={2}>
            {customerEstimate.total}
          </th>
          <td>{option.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Where the estimate stands, in a sentence: sent, approved by whom, declined and why. */
export function EstimateAnswer({ estimate }: { estimate: EstimateInWords }) {
  const { answer } = estimate;
  const { customerEstimate } = usePageMessages();
  if (answer?.kind === 'approved')
    return (
      <p className="estimate__answer" data-state="approved">
        {customerEstimate.approved(answer.option, answer.name, answer.at)}
      </p>
    );
  if (answer?.kind === 'declined')
    return (
      <p className="estimate__answer" data-state="declined">
        {customerEstimate.declined(answer.at)}
        {answer.reason ? `: ${answer.reason}` : '.'}
      </p>
    );
  if (estimate.state === 'expired')
    return (
      <p className="estimate__answer" data-state="expired">
        {customerEstimate.expired(estimate.expires)}
      </p>
    );
  return null;
}

export interface EstimatePageProps {
  csrf: string;
  estimate: EstimateInWords;
  back: string;
  /** Where Send Estimate posts, while it is a draft. */
  sendAction?: string | undefined;
  /** Where Record Parts leads, once it is approved (the jobs' parts page of the visit). */
  partsHref?: string | undefined;
  saved?: string | undefined;
}

/** The office's page of one estimate: its options and totals, where it stands, and Send Estimate on a draft. */
export function EstimatePage({ csrf, estimate, back, sendAction, partsHref, saved }: EstimatePageProps) {
  return (
    <section className="office-section" aria-labelledby="estimate-title">
      <p>
        <a href={back}>Back to the visit</a>
      </p>
      <h1 id="estimate-title">Estimate {estimate.name}</h1>
      {saved ? (
        <p role="status" className="office-notice">
          {saved}
        </p>
      ) : null}
      <p>
        <span className="office-status">{estimate.stateLabel}</span> · {estimate.customer} · {estimate.service} ·{' '}
        {estimate.address}
      </p>
      <EstimateAnswer estimate={estimate} />
      {partsHref ? (
        <p>
          <a className="btn btn--primary" href={partsHref}>
            Record Parts
          </a>
        </p>
      ) : null}
      {estimate.options.map((option) => (
        <OptionTable
          key={option.position}
          option={option}
          approved={estimate.answer?.kind === 'approved' && estimate.answer.option === option.title}
        />
      ))}
      {estimate.note ? <p className="estimate__note">{estimate.note}</p> : null}
      {sendAction ? (
        <form method="post" action={sendAction}>
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className="button">
            Send Estimate
          </button>
        </form>
      ) : null}
    </section>
  );
}
