import type { CityEntry, County } from '../../data/site/cities';
import type { ZipAnswer } from '../../data/site/zip-lookup';
import { FillerTile, oneShortOfFullRow } from '../components/cards/FillerTile';
import { CtaPanel } from '../components/actions/CtaPanel';
import { Icon } from '../components/icons';
import { ZIP_ERROR_ID, ZipAnswerMessage } from '../components/forms/ZipAnswerMessage';
import { ZIP_CHECK_ID, ZipLookup } from '../components/forms/ZipLookup';
import { HeroArt } from '../components/HeroArt';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';
import { plural } from '../../data/messages/screens';
import { localePath } from '../../data/locale';

export interface CitiesPageProps {
  counties: County[];
  answer: ZipAnswer;
  /** What the visitor typed into the lookup, shown back in the field. */
  zipInput: string;
}

const countyId = (county: County) =>
  `county-${county.name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}`;

/** A place with a page is one link; the others, served just the same, are plain cards: no link, and no fake one. */
function AreaCard({ city }: { city: CityEntry }) {
  const locale = useLocale();
  const { cities } = usePageMessages();
  if (city.slug) {
    return (
      <li className="area-card">
        <a className="area-card__link" href={localePath(locale, `/cities/${city.slug}`)}>
          <Icon name="pin" />
          <span className="area-card__name">{city.name}</span>
          <span className="area-card__more">
            <span className="area-card__more-text">{cities.localService}</span>
            <Icon name="arrow" />
          </span>
        </a>
      </li>
    );
  }
  return (
    <li className="area-card area-card--soon">
      <Icon name="pin" />
      <span className="area-card__name">{city.name}</span>
      <span className="area-card__served">{cities.servedToday(city.name)}</span>
      <span className="area-card__badge">{cities.servedBadge}</span>
    </li>
  );
}

export function CitiesPage({ counties, answer, zipInput }: CitiesPageProps) {
  const locale = useLocale();
  const { cities } = usePageMessages();
  const total = counties.reduce((sum, county) => sum + county.cities.length, 0);
  return (
    <>
      {/* After a lookup the answer matters most, so a shorter hero brings it into view on a phone. */}
      <section
        className={answer.kind === 'none' ? 'page-hero' : 'page-hero page-hero--compact'}
        aria-labelledby="cities-page-title"
      >
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{cities.eyebrow}</p>
            <h1 id="cities-page-title">{cities.heading}</h1>
            <p className="page-hero__lead">{cities.lead(total)}</p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="van" />
          </span>
        </div>
      </section>

      <section className="section section--tight zip-section" id={ZIP_CHECK_ID} aria-labelledby="zip-title">
        <div className="container zip-panel">
          <div>
            <h2 id="zip-title">{cities.zipTitle}</h2>
            <p>{cities.zipLead}</p>
          </div>
          <div className="zip-panel__form">
            <ZipLookup value={zipInput} errorId={answer.kind === 'invalid' ? ZIP_ERROR_ID : undefined} />
            <ZipAnswerMessage answer={answer} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="areas-title">
        <div className="container">
          <div>
            <h2 id="areas-title" className="visually-hidden">
              {cities.areasTitle}
            </h2>
            {counties.map((county) => (
              <section className="county" key={county.name} aria-labelledby={countyId(county)}>
                <h3 id={countyId(county)} className="county__title">
                  {county.name}{' '}
                  <span className="county__count">
                    {county.cities.length}{' '}
                    {plural(locale, county.cities.length, { one: cities.area, other: cities.areas })}
                  </span>
                </h3>
                <ul className="area-grid">
                  {county.cities.map((city) => (
                    <AreaCard key={city.name} city={city} />
                  ))}
                  {county.cities.length > 1 && oneShortOfFullRow(county.cities.length, 4) && (
                    <FillerTile title={cities.fillerTitle} className="area-filler">
                      {cities.fillerText(county.name)}
                    </FillerTile>
                  )}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>

      <CtaPanel id="cities-cta-title" title={cities.ctaTitle}>
        {cities.ctaText}
      </CtaPanel>
    </>
  );
}
