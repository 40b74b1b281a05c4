import { business } from '../../data/business';
import { reviewRules } from '../../data/review-requests';
import { ErrorSummary } from '../components/forms/ErrorSummary';
import { Field } from '../components/forms/Field';
import { usePageMessages } from '../components/page-messages';

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
  const { manage, reviewForm } = usePageMessages();
  // The words of each rating, as data/review-requests.ts STAR_WORDS says them in English.
  const starWords: Record<number, string> = {
    1: reviewForm.star1,
    2: reviewForm.star2,
    3: reviewForm.star3,
    4: reviewForm.star4,
    5: reviewForm.star5,
  };
  const summary = [
    ...(errors.rating ? [{ id: 'review-rating-5', label: reviewForm.starsLegend }] : []),
    ...(errors.body ? [{ id: 'review-body', label: reviewForm.bodySummary }] : []),
  ];
  return (
    <section className="section review-form-page" aria-labelledby="review-title">
      <div className="container narrow">
        <p className="eyebrow">{reviewForm.eyebrow(visit)}</p>
        <h1 id="review-title">{firstName ? reviewForm.heading(firstName) : reviewForm.headingNoName}</h1>
        <p className="review-form-page__lead">{reviewForm.lead}</p>
        <ErrorSummary id="review-errors" fields={summary} />
        <form className="review-form" method="post" action={action}>
          <fieldset className="review-stars" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend>{reviewForm.starsLegend}</legend>
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
                  {reviewForm.stars(stars)}: {starWords[stars]}
                </span>
              </label>
            ))}
            {errors.rating ? (
              <p className="field__error" id="review-rating-error">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <Field id="review-body" label={reviewForm.bodyLabel} error={errors.body}>
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
          <p className="form-note">{reviewForm.bodyNote(reviewRules.bodyMaxLength)}</p>
          <button type="submit" className="btn btn--primary btn--lg">
            {reviewForm.send}
          </button>
        </form>
        <p className="review-form-page__call">
          {reviewForm.ratherTalk}
          <a className="tel" href={business.phone.href}>
            {manage.call(business.phone.display)}
          </a>
        </p>
      </div>
    </section>
  );
}
