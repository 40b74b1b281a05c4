import { STAR_WORDS } from '../../../data/review-requests';
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
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}

const STATUS_WORDS: Record<ReviewRow['status'], string> = {
  new: 'New: not on the site',
  published: 'Published on the site',
  hidden: 'Hidden',
};

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
 * it stands. Nothing reaches the site until the owner presses Publish; Hide takes it off again.
 */
export function ReviewsPage({ reviews, total, canDecide, csrf, saved, page, pages, pageHref }: ReviewsPageProps) {
  return (
    <>
      <h1>Reviews</h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <p className="office-muted">
        {total === 0
          ? 'No answers yet. A review request goes to each customer a day after their visit is marked Done.'
          : `${total} ${total === 1 ? 'answer' : 'answers'} to review requests, newest first. ${
              canDecide ? 'Only what you publish is shown on the site.' : 'The owner chooses what is published.'
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
                  {STATUS_WORDS[review.status]}
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
                {canDecide && review.status !== 'hidden' && (
                  <Action action={`${base}/status`} csrf={csrf} label="Hide" name="status" value="hidden" />
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
