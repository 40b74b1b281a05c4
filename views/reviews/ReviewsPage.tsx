import type { Review } from '../../data/site/reviews';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { VerifiedReviewList } from '../components/cards/VerifiedReviewCard';
import { SectionHeading } from '../components/SectionHeading';
import { Stars } from '../components/cards/Stars';
import { ReviewList } from '../components/cards/ReviewCard';
import { business } from '../../data/business';
import { CtaPanel } from '../components/actions/CtaPanel';
import { HeroArt } from '../components/HeroArt';

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /reviews for page 1, /reviews?page=N after it; the links land on the list's heading. */
const pageHref = (page: number) => `${page > 1 ? `/reviews?page=${page}` : '/reviews'}#verified-title`;

export function ReviewsPage({ reviews, rating, profiles, verified }: ReviewsPageProps) {
  // The sections alternate their background; the verified block, when there is one, comes first.
  const withVerified = verified.shown.length > 0;
  const { answers, count, page, pages } = verified;
  const hidden = answers.count - count;
  return (
    <>
      <section className="page-hero" aria-labelledby="reviews-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">Reviews</p>
            <h1 id="reviews-title">What Our Customers Say</h1>
            <p className="page-hero__lead">
              Homeowners across DC and Maryland trust us with the appliances they rely on every day. Here is what a few
              of them told us after the repair.
            </p>
            <div className="rating-summary">
              <Stars rating={rating.value} best={rating.best} className="rating-summary__stars" />
              <p className="rating-summary__text">
                <strong className="rating-summary__value">
                  {rating.value} out of {rating.best}
                </strong>{' '}
                from {rating.count} reviews
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
            <SectionHeading id="verified-title" eyebrow="Verified customers" title="Reviews From Our Visits">
              Written by customers after a visit we made, through the link we send each customer once the job is done.
            </SectionHeading>
            <p className="verified-summary">
              <strong>
                {answers.average.toFixed(1)} out of 5 from {plural(answers.count, 'answer', 'answers')}
              </strong>{' '}
              after a visit: every answer we have received, counted whatever its stars.
            </p>
            <p className="verified-policy">
              Each answer is published as it arrives, the low ones too. We hide one only if it is spam, is not about a
              visit, shares personal information or uses abusive language
              {hidden > 0 ? ` (${plural(hidden, 'answer', 'answers')} so far)` : ''}; never because of its stars. Newest
              first; {pages > 1 ? `page ${page} of ${pages}, ` : ''}
              {plural(count, 'published review', 'published reviews')}.
            </p>
            <VerifiedReviewList reviews={verified.shown} idPrefix="verified-review" />
            {pages > 1 && (
              <nav className="verified-pages" aria-label="Pages of verified reviews">
                {page > 1 && (
                  <a className="btn btn--secondary" href={pageHref(page - 1)} rel="prev">
                    Newer reviews
                  </a>
                )}
                {page < pages && (
                  <a className="btn btn--secondary" href={pageHref(page + 1)} rel="next">
                    Older reviews
                  </a>
                )}
              </nav>
            )}
          </div>
        </section>
      )}

      <section className={withVerified ? 'section section--alt' : 'section'} aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" title="In Our Customers' Own Words" />
          <ReviewList reviews={reviews} idPrefix="review" />
        </div>
      </section>

      <section
        className={withVerified ? 'section section--tight' : 'section section--alt section--tight'}
        aria-labelledby="profiles-title"
      >
        <div className="container">
          <SectionHeading id="profiles-title" title="Read Every Review">
            The {rating.count} reviews behind our rating are public. Read them, or leave your own, on our profiles.
          </SectionHeading>
          <ul className="profile-links">
            {profiles.map((profile) => (
              <li key={profile.name}>
                <a className="btn btn--secondary" href={profile.url} rel="noopener">
                  {business.name} on {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaPanel id="reviews-cta-title" title="Join Thousands of Happy Customers">
        Book a repair today and see why our customers give us five stars.
      </CtaPanel>
    </>
  );
}
