import type { Review } from '../../data/site/reviews';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { VerifiedReviewList } from '../components/cards/VerifiedReviewCard';
import { SectionHeading } from '../components/SectionHeading';
import { Stars } from '../components/cards/Stars';
import { ReviewList } from '../components/cards/ReviewCard';
import { business } from '../../data/business';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';
import { intlLocale, localePath, locales, type Locale } from '../../data/locale';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface ReviewsPageProps {
  reviews: Review[];
  rating: { value: number; best: number; count: number };
  /** The public profiles the reviews live on. */
  profiles: readonly { name: string; url: string }[];
  /**
   * One page of the published reviews from our own visits, newest first; how many are published; and every
   * answer received (hidden ones included), counted and averaged.
   */
  verified: {
    shown: readonly VerifiedReview[];
    count: number;
    answers: { count: number; average: number };
    page: number;
    pages: number;
  };
}

/** /reviews for page 1, /reviews?page=N after it; the links land on the list's heading. */
const pageHref = (locale: Locale, page: number) =>
  `${localePath(locale, page > 1 ? `/reviews?page=${page}` : '/reviews')}#verified-title`;

/** The average of the answers, one decimal, as the language writes it. */
const oneDecimal = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

export function ReviewsPage({ reviews: testimonials, rating, profiles, verified }: ReviewsPageProps) {
  const locale = useLocale();
  const { reviews } = usePageMessages();
  // The sections alternate their background; the verified block, when there is one, comes first.
  const withVerified = verified.shown.length > 0;
  const { answers, count, page, pages } = verified;
  const hidden = answers.count - count;
  return (
    <>
      <section className="page-hero" aria-labelledby="reviews-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{reviews.eyebrow}</p>
            <h1 id="reviews-title">{reviews.heading}</h1>
            <p className="page-hero__lead">{reviews.lead}</p>
            <div className="rating-summary">
              <Stars rating={rating.value} best={rating.best} className="rating-summary__stars" />
              <p className="rating-summary__text">
                <strong className="rating-summary__value">{reviews.ratingValue(rating.value, rating.best)}</strong>{' '}
                {reviews.ratingCount(rating.count)}
              </p>
            </div>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="star" />
          </span>
        </div>
      </section>

      {withVerified && (
        <section className="section" aria-labelledby="verified-title">
          <div className="container">
            <SectionHeading id="verified-title" eyebrow={reviews.verifiedEyebrow} title={reviews.verifiedTitle}>
              {reviews.verifiedIntro}
            </SectionHeading>
            <p className="verified-summary">
              <strong>{reviews.answersAverage(oneDecimal[locale].format(answers.average), answers.count)}</strong>{' '}
              {reviews.answersCounted}
            </p>
            <p className="verified-policy">{reviews.policy(hidden, page, pages, count)}</p>
            <VerifiedReviewList reviews={verified.shown} idPrefix="verified-review" />
            {pages > 1 && (
              <nav className="verified-pages" aria-label={reviews.pagesLabel}>
                {page > 1 && (
                  <a className="btn btn--secondary" href={pageHref(locale, page - 1)} rel="prev">
                    {reviews.newer}
                  </a>
                )}
                {page < pages && (
                  <a className="btn btn--secondary" href={pageHref(locale, page + 1)} rel="next">
                    {reviews.older}
                  </a>
                )}
              </nav>
            )}
          </div>
        </section>
      )}

      <section className={withVerified ? 'section section--alt' : 'section'} aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" title={reviews.testimonialsTitle} />
          <ReviewList reviews={testimonials} idPrefix="review" />
        </div>
      </section>

      <section
        className={withVerified ? 'section section--tight' : 'section section--alt section--tight'}
        aria-labelledby="profiles-title"
      >
        <div className="container">
          <SectionHeading id="profiles-title" title={reviews.profilesTitle}>
            {reviews.profilesText(rating.count)}
          </SectionHeading>
          <ul className="profile-links">
            {profiles.map((profile) => (
              <li key={profile.name}>
                <a className="btn btn--secondary" href={profile.url} rel="noopener">
                  {reviews.onProfile(business.name, profile.name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaPanel id="reviews-cta-title" title={reviews.ctaTitle}>
        {reviews.ctaText}
      </CtaPanel>
    </>
  );
}
