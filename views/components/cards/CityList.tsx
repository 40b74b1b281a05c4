import type { CityEntry } from '../../../data/site/cities';
import { localePath } from '../../../data/locale';
import { Icon } from '../icons';
import { useLocale } from '../locale';

/** Place names as chips: places with a page link to it, the rest are plain text. */
export function CityList({ cities }: { cities: CityEntry[] }) {
  const locale = useLocale();
  return (
    <ul className="city-chips">
      {cities.map((city) => (
        <li key={city.name}>
          {city.slug ? (
            <a className="city-chip" href={localePath(locale, `/cities/${city.slug}`)}>
              <Icon name="pin" />
              {city.name}
            </a>
          ) : (
            <span className="city-chip city-chip--plain">
              <Icon name="pin" />
              {city.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
