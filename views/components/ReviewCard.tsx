import type { Review } from '../../data/reviews';
import { Stars } from './Stars';

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface ReviewCardProps {
  review: Review;
  /** Id for the reviewer's name, which labels the card; unique on the page. */
  id: string;
  /** Heading level of the reviewer's name, one below the section's heading. */
  level?: 3 | 4;
}

/** One customer's review: stars, their words, name, place and date. */
export function ReviewCard({ review, id, level = 3 }: ReviewCardProps) {
  const Name = level === 3 ? 'h3' : 'h4';
  return (
    <article className="review" aria-labelledby={id}>
      <Stars rating={review.rating} />
      <blockquote className="review__text">
        <p>{review.text}</p>
      </blockquote>
      <footer className="review__meta">
        <Name className="review__name" id={id}>
          {review.name}
        </Name>
        <p className="review__place">{review.location}</p>
        <time className="review__date" dateTime={review.date}>
          {longDate.format(new Date(`${review.date}T00:00:00Z`))}
        </time>
      </footer>
    </article>
  );
}

export interface ReviewListProps {
  reviews: Review[];
  /** Prefix for the cards' ids, e.g. "home-review" gives home-review-1, home-review-2... */
  idPrefix: string;
}

export function ReviewList({ reviews, idPrefix }: ReviewListProps) {
  return (
    <ul className={`reviews reviews--${reviews.length}`}>
      {reviews.map((review, index) => (
        <li key={review.name}>
          <ReviewCard review={review} id={`${idPrefix}-${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}
