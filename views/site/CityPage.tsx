import type { CityProfile } from '../../data/site/city-profiles';
import { CallToActions } from '../components/actions/CallToActions';
import { BookOnline } from '../components/actions/BookOnline';
import { CtaPanel } from '../components/actions/CtaPanel';
import { CityList } from '../components/cards/CityList';
import { SectionHeading } from '../components/SectionHeading';
import { ServiceCard } from '../components/cards/ServiceCard';
import { MoreLink } from '../components/actions/MoreLink';
import { ReviewsSection } from '../components/cards/ReviewCard';
import { FeeNote } from '../components/FeeNote';
import { Breadcrumbs, type BreadcrumbStep } from '../components/Breadcrumbs';
import { bookHref } from '../components/actions/book-links';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { localePath } from '../../data/locale';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface CityPageProps {
  city: CityProfile;
  /** Every service the business offers, for the link to the full list and what it adds to this page's. */
  allServices: readonly { slug: string; name: string }[];
  /** The newest published reviews from our own visits in this town, shown before the nearest testimonials. */
  verified?: readonly VerifiedReview[];
  /** Home, Cities We Serve, this page: shown above the heading, and the head's BreadcrumbList. */
  trail: readonly BreadcrumbStep[];
}

export function CityPage({ city, allServices, verified = [], trail }: CityPageProps) {
  const locale = useLocale();
  const { cities } = usePageMessages();
  const listed = new Set(city.services.map((service) => service.slug));
  const elsewhere = allServices.filter((service) => !listed.has(service.slug)).map((service) => service.name);
  // The visitor came for this place: step 1 starts with its first zip code, which they can change.
  const book = localePath(locale, bookHref({ zip: city.zips[0] }));
  return (
    <>
      <section className="page-hero city-hero" aria-labelledby="city-title">
        <div className="container city-hero__inner">
          <div>
            <Breadcrumbs trail={trail} onDark />
            <p className="eyebrow eyebrow--light">{city.county}</p>
            <h1 id="city-title">{cities.cityTitle(city.fullName)}</h1>
            <p className="page-hero__lead">{city.lead}</p>
            <CallToActions onDark size="lg" />
            <FeeNote onDark />
            <BookOnline href={book} label={cities.bookOnline(city.name)} onDark />
          </div>
          <dl className="city-facts">
            <div>
              <dt>{cities.factCity}</dt>
              <dd>{city.fullName}</dd>
            </div>
            <div>
              <dt>{city.countyLabel}</dt>
              <dd>{city.county}</dd>
            </div>
            <div>
              <dt>{cities.factZips}</dt>
              <dd>
                <ul className="zip-list">
                  {city.zips.map((zip) => (
                    <li key={zip}>{zip}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="city-about-title">
        <div className="container prose-grid">
          <div className="prose">
            <SectionHeading id="city-about-title" title={cities.knowHowTitle(city.name)} />
            {city.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>{city.common}</p>
          </div>
          <aside className="about-card city-aside" aria-labelledby="neighbourhoods-title">
            <h2 id="neighbourhoods-title">{cities.neighbourhoodsTitle}</h2>
            <ul className="neighbourhoods">
              {city.neighbourhoods.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="city-services-title">
        <div className="container">
          <SectionHeading
            id="city-services-title"
            eyebrow={cities.servicesEyebrow}
            title={cities.servicesTitle(city.name)}
          >
            {cities.servicesIntro(city.services.length, allServices.length, city.name)}
          </SectionHeading>
          <ul className="card-grid card-grid--fives">
            {city.services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
          <MoreLink href={localePath(locale, '/services')}>
            {cities.seeAllServices(allServices.length, elsewhere.join(cities.listAnd))}
          </MoreLink>
        </div>
      </section>

      <ReviewsSection
        idPrefix="city-review"
        title={cities.reviewsTitle(city.name)}
        reviews={city.nearestReviews}
        verified={verified}
        moreLabel={cities.moreReviews}
      />

      <section className="section section--alt" aria-labelledby="city-neighbours-title">
        <div className="container">
          <SectionHeading id="city-neighbours-title" eyebrow={cities.nearbyEyebrow} title={cities.nearTitle(city.name)}>
            {cities.nearText(city.name)}
          </SectionHeading>
          <CityList cities={city.neighbours} />
          <MoreLink href={localePath(locale, '/cities')}>{cities.everyArea}</MoreLink>
        </div>
      </section>

      <CtaPanel id="city-cta-title" title={cities.cityCtaTitle(city.name)}>
        {cities.cityCtaText}
      </CtaPanel>
    </>
  );
}
