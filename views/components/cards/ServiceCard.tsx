import type { Service } from '../../../data/site/services';
import { Icon } from '../icons';

/** A service's card: the whole card is one link to its page. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="card service-card">
      <a className="card__link" href={`/services/${service.slug}`}>
        <span className="service-card__icon">
          <Icon name={service.icon} />
        </span>
        <span className="card__title">{service.name}</span>
        <span className="card__text">{service.description}</span>
      </a>
    </li>
  );
}
