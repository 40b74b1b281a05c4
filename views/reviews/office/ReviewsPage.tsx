import { REVIEW_HIDE_REASONS, STAR_WORDS, type ReviewHideReason } from '../../../data/review-requests';
import { Field } from '../../components/forms/Field';
import { line, lines, when } from '../../office/format';
import { Pager } from '../../office/Pager';

/** One answer as the Reviews screen lists it. */
export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  createdAt: string;
  status: 'new' | 'published' | 'hidden';
  decidedAt: string | null;
  decidedBy: string | null;
  hiddenReason: ReviewHideReason | null;
  wantsCallback: boolean;
  calledBackAt: string | null;
  calledBackBy: string | null;
  /** What the site would show of the author: "Maria G., Silver Spring · Washer Repair · November 2026". */
  shownAs: string;
  name: string;
  phone: string;
  telHref: string;
  reference: string;
  customerId: string | null;
}

export interface ReviewsPageProps {
  reviews: ReviewRow[];
  total: number;
  /** The owner publishes and hides; everyone else sees the list and marks call backs. */
  canDecide: boolean;
  csrf: string;
  saved?: string | undefined;
  /** Why a decision just posted was refused (nothing changed). */
  error?: string | undefined;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}

const STATUS_WORDS: Record<ReviewRow['status'], string> = {
  new: 'New: not on the site',
  published: 'Published on the site',
  hidden: 'Hidden',
};

/** "Hidden: Spam", or, for one hidden before reasons were kept, says that it has none. */
function statusWords(review: ReviewRow): string {
  if (review.status !== 'hidden') return STATUS_WORDS[review.status];
  return review.hiddenReason
    ? `Hidden: ${REVIEW_HIDE_REASONS[review.hiddenReason]}`
    : 'Hidden before reasons were kept: give one of the reasons, or publish it';
}

/** The owner's Hide: one of the listed reasons, chosen each time (no reason is pre-selected). */
function HideForm({ action, csrf, id }: { action: string; csrf: string; id: string }) {
  return (
    <form method="post" action={action} className="office-form">
      <input type="hidden" name="_csrf" value={csrf} />
      <Field id={`hide-reason-${id}`} label="Why hide it?" required>
        {(control) => (
          <select {...control} name="reason" required defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {Object.entries(REVIEW_HIDE_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn btn--secondary">
        Hide
      </button>
    </form>
  );
}

/** "★★☆☆☆" for the eye, "2 of 5 stars (Fair)" for a screen reader. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="office-stars">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="office-stars__empty">{'★'.repeat(5 - rating)}</span>
      </span>{' '}
      <span className="office-stars__words">
        {rating} of 5 stars ({STAR_WORDS[rating]})
      </span>
    </span>
  );
}

/** The form of one button: a plain POST with the session's CSRF token. */
function Action({
  action,
  csrf,
  label,
  name,
  value,
  primary = false,
}: {
  action: string;
  csrf: string;
  label: string;
  name?: string;
  value?: string;
  primary?: boolean;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="_csrf" value={csrf} />
      {name && <input type="hidden" name={name} value={value} />}
      <button type="submit" className={primary ? 'btn btn--primary' : 'btn btn--secondary'}>
        {label}
      </button>
    </form>
  );
}

/**
 * Every answer to a review request, newest first: the stars, the customer's words, who and which visit, where
 * it stands. Every answer is on the site from its arrival; the owner may hide one only for a listed reason, never
 * for its stars, and publish it again.
 */
export function ReviewsPage({
  reviews,
  total,
  canDecide,
  csrf,
  saved,
  error,
  page,
  pages,
  pageHref,
}: ReviewsPageProps) {
  return (
    <>
      <h1>Reviews</h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {error && (
        <p className="office-notice office-notice--warn" role="alert">
          {error}
        </p>
      )}
      <p className="office-muted">
        {total === 0
          ? 'No answers yet. A review request goes to each customer a day after their visit is marked Done.'
          : `${total} ${total === 1 ? 'answer' : 'answers'} to review requests, newest first. ${
              canDecide
                ? 'Every answer is published when it arrives, whatever its stars. Hide one only for spam, not being about a visit, personal information or abusive language.'
                : 'Every answer is published when it arrives; only the owner may hide one, for a listed reason.'
            }`}
      </p>
      <ol className="office-cards">
        {reviews.map((review) => {
          const base = `/office/reviews/${encodeURIComponent(review.id)}`;
          return (
            <li key={review.id} className="office-card" id={`review-${review.id}`}>
              <p className="office-card__title">
                <Stars rating={review.rating} />
              </p>
              <p className="office-card__message">{lines(review.body) || <em>No words, stars only.</em>}</p>
              <p className="office-muted">
                {review.customerId ? (
                  <a href={`/office/customers/${encodeURIComponent(review.customerId)}`}>
                    {line(review.name) || 'Customer'}
                  </a>
                ) : (
                  line(review.name)
                )}{' '}
                · <a href={`/office/bookings/${encodeURIComponent(review.reference)}`}>{review.reference}</a> · received{' '}
                {when(review.createdAt)}
              </p>
              <p className="office-muted">Shown as: {line(review.shownAs)}</p>
              <p>
                <span className={review.status === 'new' ? 'office-status office-status--new' : 'office-status'}>
                  {statusWords(review)}
                </span>
                {review.decidedAt && review.decidedBy ? (
                  <span className="office-muted">
                    {' '}
                    by {line(review.decidedBy)}, {when(review.decidedAt)}
                  </span>
                ) : null}
              </p>
              {review.wantsCallback && (
                <p>
                  {review.calledBackAt ? (
                    <>
                      Called back by {line(review.calledBackBy ?? '')}, {when(review.calledBackAt)}
                    </>
                  ) : (
                    <strong>Asked for a call back</strong>
                  )}
                </p>
              )}
              <div className="office-actions">
                {review.wantsCallback && !review.calledBackAt && (
                  <a className="btn btn--secondary btn--call tel" href={review.telHref}>
                    Call<span className="visually-hidden"> {line(review.name)} at</span>{' '}
                    <span className="tel__number">{line(review.phone)}</span>
                  </a>
                )}
                {review.wantsCallback && !review.calledBackAt && (
                  <Action action={`${base}/called-back`} csrf={csrf} label="Mark called back" />
                )}
                {canDecide && review.status !== 'published' && (
                  <Action
                    action={`${base}/status`}
                    csrf={csrf}
                    label="Publish"
                    name="status"
                    value="published"
                    primary
                  />
                )}
                {canDecide && (review.status !== 'hidden' || !review.hiddenReason) && (
                  <HideForm action={`${base}/hide`} csrf={csrf} id={review.id} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Pager label="Pages of reviews" page={page} pages={pages} pageHref={pageHref} />
    </>
  );
}
