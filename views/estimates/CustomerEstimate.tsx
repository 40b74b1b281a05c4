import { Field } from '../components/forms/Field';
import { usePageMessages } from '../components/page-messages';
import { EstimateAnswer, OptionTable } from './EstimateView';
import type { EstimateInWords } from './types';

export interface CustomerEstimateProps {
  estimate: EstimateInWords;
  /** Where its forms post: /booking/{token}/estimates/{id}. */
  action: string;
}

/**
 * An estimate on the customer's manage page: each option with its lines and total; while it is open, one form to
 * choose an option and approve it by typing their full name, and one to decline it, with a reason if they like.
 * Plain forms: no JavaScript needed.
 */
export function CustomerEstimate({ estimate, action }: CustomerEstimateProps) {
  const open = estimate.state === 'sent' || estimate.state === 'viewed';
  const approved = estimate.answer?.kind === 'approved' ? estimate.answer.option : undefined;
  const { customerEstimate } = usePageMessages();
  return (
    <div className="booking__card estimate" id="estimate">
      <h2 className="booking__heading">{customerEstimate.heading(estimate.name)}</h2>
      <EstimateAnswer estimate={estimate} />
      {estimate.note ? <p className="estimate__note">{estimate.note}</p> : null}
      {estimate.options.map((option) => (
        <OptionTable key={option.position} option={option} approved={approved === option.title} />
      ))}
      {open ? (
        <>
          <form method="post" action={`${action}/approve`} className="estimate__approve">
            <fieldset>
              <legend>{customerEstimate.chooseLegend}</legend>
              {estimate.options.map((option) => (
                <label key={option.position} className="estimate__choice">
                  <input type="radio" name="option" value={option.position} required />
                  {customerEstimate.option(option.position, option.title, option.total)}
                </label>
              ))}
            </fieldset>
            <Field id="estimate-name" label={customerEstimate.signLabel} required>
              {(control) => <input {...control} name="name" autoComplete="name" required maxLength={100} />}
            </Field>
            <p>{customerEstimate.agree(estimate.expires)}</p>
            <button type="submit" className="btn btn--primary">
              {customerEstimate.approve}
            </button>
          </form>
          <details className="estimate__decline">
            <summary>{customerEstimate.declineSummary}</summary>
            <form method="post" action={`${action}/decline`}>
              <Field id="estimate-reason" label={customerEstimate.reasonLabel}>
                {(control) => <textarea {...control} name="reason" rows={3} maxLength={1000} />}
              </Field>
              <button type="submit" className="btn btn--secondary">
                {customerEstimate.decline}
              </button>
            </form>
          </details>
        </>
      ) : null}
    </div>
  );
}
