import { business } from '../../data/business';
import { Icon } from '../components/icons';
import { localePath } from '../../data/locale';
import { useLocale, useMessages } from '../components/locale';

/**
 * Call | Book, fixed to the bottom of phone and tablet screens. The footer reserves its height, so the bar
 * never covers content; wide screens have the sticky header instead. Booking's own pages go without it.
 */
export function ActionBar() {
  const { layout } = useMessages();
  const locale = useLocale();
  return (
    <nav className="action-bar" aria-label={layout.callOrBook}>
      <a className="action-bar__link action-bar__link--call tel" href={business.phone.href}>
        <Icon name="phone" />
        {layout.call}
        <span className="visually-hidden"> {business.phone.display}</span>
      </a>
      <a className="action-bar__link action-bar__link--book" href={localePath(locale, '/book')}>
        <Icon name="calendar" />
        {layout.book}
        <span className="visually-hidden">{layout.bookWhat}</span>
      </a>
    </nav>
  );
}
