import { business } from '../../../data/business';
import { Stars } from './Stars';

/** The rating summary as a link to /reviews; the figures stay together on one line. */
export function RatingLink({ onDark = false }: { onDark?: boolean }) {
  return (
    <a className={onDark ? 'rating-link rating-link--light' : 'rating-link'} href="/reviews">
      <Stars rating={business.rating.value} best={business.rating.best} />
      <span className="nowrap">
        <strong>
          {business.rating.value} out of {business.rating.best}
        </strong>{' '}
        from {business.rating.count} reviews
      </span>
    </a>
  );
}
