import { visitMonthLabel, type VerifiedReview } from '../../../data/site/verified-reviews';
import { intlLocale, type Locale } from '../../../data/locale';
import { findServiceIn } from '../../../data/site/localized';
import { Icon } from '../icons';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';
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
  const locale = useLocale();
  const { common } = usePageMessages();
  // The row names the appliance in English ("Washer"); another language names it from the service it was about.
  const spanishService = locale === 'en' ? undefined : findServiceIn(locale, review.service);
  const appliance = spanishService ? common.applianceOf(spanishService.name) : review.appliance;
  const about = [review.city, appliance && common.repairOf(appliance)].filter(Boolean).join(' · ');
  return (
    <article className="review review--verified" aria-labelledby={id}>
      <p className="review__verified">
        <Icon name="check" />
        {common.verifiedCustomer}
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
          {common.visited} <time dateTime={review.visited}>{visitMonth(review.visited, locale)}</time>
        </p>
      </footer>
    </article>
  );
}

const spanishMonth = new Intl.DateTimeFormat(intlLocale.es, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" -> "March 2026", in Spanish "marzo de 2026". */
function visitMonth(visited: string, locale: Locale): string {
  if (locale === 'en') return visitMonthLabel(visited);
  const date = new Date(`${visited}-01T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : spanishMonth.format(date);
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
