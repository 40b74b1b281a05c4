import type { CityEntry, County } from '../../data/site/cities';
import type { ZipAnswer } from '../../data/site/zip-lookup';
import { FillerTile, oneShortOfFullRow } from '../components/cards/FillerTile';
import { CtaPanel } from '../components/actions/CtaPanel';
import { Icon } from '../components/icons';
import { ZIP_ERROR_ID, ZipAnswerMessage } from '../components/forms/ZipAnswerMessage';
import { ZIP_CHECK_ID, ZipLookup } from '../components/forms/ZipLookup';
import { HeroArt } from '../components/HeroArt';

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
  if (city.slug) {
    return (
      <li className="area-card">
        <a className="area-card__link" href={`/cities/${city.slug}`}>
          <Icon name="pin" />
          <span className="area-card__name">{city.name}</span>
          <span className="area-card__more">
            <span className="area-card__more-text">Local service</span>
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
      <span className="area-card__served">We serve {city.name} today.</span>
      <span className="area-card__badge">Served today</span>
    </li>
  );
}

export function CitiesPage({ counties, answer, zipInput }: CitiesPageProps) {
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
            <p className="eyebrow eyebrow--light">Cities we serve</p>
            <h1 id="cities-page-title">Appliance Repair Across DC and the Maryland Suburbs</h1>
            <p className="page-hero__lead">
              Our technicians cover {total} communities in Washington DC and Prince George's, Montgomery and Howard
              counties, every day of the week.
            </p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="van" />
          </span>
        </div>
      </section>

      <section className="section section--tight zip-section" id={ZIP_CHECK_ID} aria-labelledby="zip-title">
        <div className="container zip-panel">
          <div>
            <h2 id="zip-title">Do We Serve Your Area?</h2>
            <p>Type your zip code and we'll tell you straight away.</p>
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
              Service Areas by County
            </h2>
            {counties.map((county) => (
              <section className="county" key={county.name} aria-labelledby={countyId(county)}>
                <h3 id={countyId(county)} className="county__title">
                  {county.name}{' '}
                  <span className="county__count">
                    {county.cities.length} {county.cities.length === 1 ? 'Area' : 'Areas'}
                  </span>
                </h3>
                <ul className="area-grid">
                  {county.cities.map((city) => (
                    <AreaCard key={city.name} city={city} />
                  ))}
                  {county.cities.length > 1 && oneShortOfFullRow(county.cities.length, 4) && (
                    <FillerTile title="Not listed? Call us" className="area-filler">
                      {`We may well cover your street in ${county.name} too.`}
                    </FillerTile>
                  )}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>

      <CtaPanel id="cities-cta-title" title="Ready to Book a Repair?">
        Wherever you are in the area, one call or one form gets a technician on the way.
      </CtaPanel>
    </>
  );
}
