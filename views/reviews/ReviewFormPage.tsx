import { business } from '../../data/business';
import { reviewRules, STAR_WORDS } from '../../data/review-requests';
import { ErrorSummary } from '../components/forms/ErrorSummary';
import { Field } from '../components/forms/Field';

export interface ReviewFormPageProps {
  /** Where the form posts: the link's own path, /review/{token}. */
  action: string;
  /** The customer's first name, as typed on the booking. */
  firstName: string;
  /** "washer repair, Tuesday, November 24". */
  visit: string;
  values: { rating: string; body: string };
  errors: { rating?: string | undefined; body?: string | undefined };
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The review form a review request's link opens: stars as a radio group (a fieldset and its legend, each
 * choice a label the size of a finger) and a few words, posted as a plain form. No account, no script needed.
 */
export function ReviewFormPage({ action, firstName, visit, values, errors }: ReviewFormPageProps) {
  const summary = [
    ...(errors.rating ? [{ id: 'review-rating-5', label: 'Your stars' }] : []),
    ...(errors.body ? [{ id: 'review-body', label: 'A few words' }] : []),
  ];
  return (
    <section className="section review-form-page" aria-labelledby="review-title">
      <div className="container narrow">
        <p className="eyebrow">Your {visit}</p>
        <h1 id="review-title">{firstName ? `How did we do, ${firstName}?` : 'How did we do?'}</h1>
        <p className="review-form-page__lead">
          Choose the stars and, if you like, add a few words. The owner reads every answer. We may show yours on our
          website with your first name and last initial, your town, the appliance and the month of the visit.
        </p>
        <ErrorSummary id="review-errors" fields={summary} />
        <form className="review-form" method="post" action={action}>
          <fieldset className="review-stars" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend>Your stars</legend>
            {RATINGS.map((stars) => (
              <label key={stars} className="review-stars__choice">
                <input
                  type="radio"
                  id={`review-rating-${stars}`}
                  name="rating"
                  value={String(stars)}
                  required
                  defaultChecked={values.rating === String(stars)}
                />
                <span className="review-stars__icons" aria-hidden="true">
                  {'★'.repeat(stars)}
                  <span className="review-stars__empty">{'★'.repeat(5 - stars)}</span>
                </span>
                <span className="review-stars__words">
                  {stars} {stars === 1 ? 'star' : 'stars'}: {STAR_WORDS[stars]}
                </span>
              </label>
            ))}
            {errors.rating ? (
              <p className="field__error" id="review-rating-error">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <Field id="review-body" label="A few words (optional)" error={errors.body}>
            {(control) => (
              <textarea
                {...control}
                name="body"
                rows={5}
                maxLength={reviewRules.bodyMaxLength}
                defaultValue={values.body}
              />
            )}
          </Field>
          <p className="form-note">
            Up to {reviewRules.bodyMaxLength} characters. Please leave out phone numbers and addresses.
          </p>
          <button type="submit" className="btn btn--primary btn--lg">
            Send my review
          </button>
        </form>
        <p className="review-form-page__call">
          Rather talk to us?{' '}
          <a className="tel" href={business.phone.href}>
            Call {business.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
