import type { Service } from '../../../data/site/services';
import { localePath } from '../../../data/locale';
import { Icon } from '../icons';
import { useLocale } from '../locale';

/** A service's card: the whole card is one link to its page. */
export function ServiceCard({ service }: { service: Service }) {
  const locale = useLocale();
  return (
    <li className="card service-card">
      <a className="card__link" href={localePath(locale, `/services/${service.slug}`)}>
        <span className="service-card__icon">
          <Icon name={service.icon} />
        </span>
        <span className="card__title">{service.name}</span>
        <span className="card__text">{service.description}</span>
      </a>
    </li>
  );
}
