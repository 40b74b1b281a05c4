import type { Review } from '../../data/reviews';
import { SectionHeading } from '../components/SectionHeading';
import { Stars } from '../components/Stars';
import { CtaPanel } from '../components/CtaPanel';

export interface ReviewsPageProps {
  reviews: Review[];
  rating: { value: number; best: number; count: number };
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function ReviewsPage({ reviews, rating }: ReviewsPageProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="reviews-title">
        <div className="container">
          <p className="eyebrow eyebrow--light">Reviews</p>
          <h1 id="reviews-title">What our customers say</h1>
          <p className="page-hero__lead">
            Homeowners across DC and Maryland trust us with the appliances they rely on every day. Here is what a few of
            them told us after the repair.
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
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" title="Recent reviews" />
          <ul className="reviews">
            {reviews.map((review, index) => (
              <li key={review.name}>
                <article className="review" aria-labelledby={`review-${index + 1}`}>
                  <Stars rating={review.rating} />
                  <blockquote className="review__text">
                    <p>{review.text}</p>
                  </blockquote>
                  <footer className="review__meta">
                    <h3 className="review__name" id={`review-${index + 1}`}>
                      {review.name}
                    </h3>
                    <p className="review__place">{review.location}</p>
                    <time className="review__date" dateTime={review.date}>
                      {longDate.format(new Date(`${review.date}T00:00:00Z`))}
                    </time>
                  </footer>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaPanel id="reviews-cta-title" title="Join thousands of happy customers">
        Book a repair today and see why our customers give us five stars.
      </CtaPanel>
    </>
  );
}
