import type { Review } from '../../../data/site/reviews';
import type { VerifiedReview } from '../../../data/site/verified-reviews';
import { intlLocale, localePath, type Locale } from '../../../data/locale';
import { MoreLink } from '../actions/MoreLink';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';
import { RatingLink } from './RatingLink';
import { SectionHeading } from '../SectionHeading';
import { Stars } from './Stars';
import { VerifiedReviewList } from './VerifiedReviewCard';

const longDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(intlLocale.es, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

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
  const locale = useLocale();
  return (
    <article className="review" aria-labelledby={id}>
      <Stars rating={review.rating} />
      {/* The testimonials are the customers' own words, written in English: a Spanish page says so to a reader. */}
      <blockquote className="review__text" {...(locale === 'en' ? {} : { lang: 'en' })}>
        <p>{review.text}</p>
      </blockquote>
      <footer className="review__meta">
        <Name className="review__name" id={id}>
          {review.name}
        </Name>
        <p className="review__place">{review.location}</p>
        <time className="review__date" dateTime={review.date}>
          {longDates[locale].format(new Date(`${review.date}T00:00:00Z`))}
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

export interface ReviewsSectionProps {
  reviews: Review[];
  /** Names the section's heading (`${idPrefix}s-title`) and the cards (`${idPrefix}-1`, …). */
  idPrefix: string;
  title: string;
  moreLabel: string;
  /** Published reviews from our own visits that belong here (newest first), shown before the testimonials. */
  verified?: readonly VerifiedReview[];
}

/**
 * Reviews where a decision is made: the rating linked to every review, the verified reviews that belong on the
 * page, the chosen testimonials, and a link to the rest.
 */
export function ReviewsSection({ reviews, idPrefix, title, moreLabel, verified = [] }: ReviewsSectionProps) {
  const titleId = `${idPrefix}s-title`;
  const locale = useLocale();
  const { common } = usePageMessages();
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading id={titleId} eyebrow={common.reviewsEyebrow} title={title}>
          <RatingLink />
        </SectionHeading>
        {verified.length > 0 && (
          <div className="reviews-verified">
            <VerifiedReviewList reviews={verified} idPrefix={`${idPrefix}-verified`} />
          </div>
        )}
        <ReviewList reviews={reviews} idPrefix={idPrefix} />
        <MoreLink href={localePath(locale, '/reviews')}>{moreLabel}</MoreLink>
      </div>
    </section>
  );
}
