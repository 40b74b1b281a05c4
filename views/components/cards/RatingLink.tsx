import { business } from '../../../data/business';
import { localePath } from '../../../data/locale';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';
import { Stars } from './Stars';

/** The rating summary as a link to /reviews; the figures stay together on one line. */
export function RatingLink({ onDark = false }: { onDark?: boolean }) {
  const locale = useLocale();
  const { common } = usePageMessages();
  return (
    <a className={onDark ? 'rating-link rating-link--light' : 'rating-link'} href={localePath(locale, '/reviews')}>
      <Stars rating={business.rating.value} best={business.rating.best} />
      <span className="nowrap">
        <strong>{common.ratingOutOf(business.rating.value, business.rating.best)}</strong>{' '}
        {common.ratingFrom(business.rating.count)}
      </span>
    </a>
  );
}
