import { visitMonthLabel, type VerifiedReview } from '../../../data/site/verified-reviews';
import { Icon } from '../icons';
import { Stars } from './Stars';

export interface VerifiedReviewCardProps {
  review: VerifiedReview;
  /** Id for the reviewer's name, which labels the card; unique on the page. */
  id: string;
}

/**
 * A review a customer wrote after one of our visits: marked as such, with their stars and words, first name and
 * initial, town, the appliance and the month of the visit.
 */
export function VerifiedReviewCard({ review, id }: VerifiedReviewCardProps) {
  const about = [review.city, review.appliance && `${review.appliance} repair`].filter(Boolean).join(' · ');
  return (
    <article className="review review--verified" aria-labelledby={id}>
      <p className="review__verified">
        <Icon name="check" />
        Verified customer
      </p>
      <Stars rating={review.rating} />
      {review.text && (
        <blockquote className="review__text">
          <p>{review.text}</p>
        </blockquote>
      )}
      <footer className="review__meta">
        <h3 className="review__name" id={id}>
          {review.author}
        </h3>
        {about && <p className="review__place">{about}</p>}
        <p className="review__date">
          Visited <time dateTime={review.visited}>{visitMonthLabel(review.visited)}</time>
        </p>
      </footer>
    </article>
  );
}

export interface VerifiedReviewListProps {
  reviews: readonly VerifiedReview[];
  /** Prefix for the cards' ids, e.g. "verified-review" gives verified-review-1, … */
  idPrefix: string;
}

export function VerifiedReviewList({ reviews, idPrefix }: VerifiedReviewListProps) {
  return (
    <ul className={`reviews reviews--${reviews.length}`}>
      {reviews.map((review, index) => (
        <li key={review.id}>
          <VerifiedReviewCard review={review} id={`${idPrefix}-${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}
