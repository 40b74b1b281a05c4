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
  const listed = new Set(city.services.map((service) => service.slug));
  const elsewhere = allServices.filter((service) => !listed.has(service.slug)).map((service) => service.name);
  // The visitor came for this place: step 1 starts with its first zip code, which they can change.
  const book = bookHref({ zip: city.zips[0] });
  return (
    <>
      <section className="page-hero city-hero" aria-labelledby="city-title">
        <div className="container city-hero__inner">
          <div>
            <Breadcrumbs trail={trail} onDark />
            <p className="eyebrow eyebrow--light">{city.county}</p>
            <h1 id="city-title">Appliance Repair in {city.fullName}</h1>
            <p className="page-hero__lead">{city.lead}</p>
            <CallToActions onDark size="lg" />
            <FeeNote onDark />
            <BookOnline href={book} label={`Book a visit in ${city.name} online`} onDark />
          </div>
          <dl className="city-facts">
            <div>
              <dt>City</dt>
              <dd>{city.fullName}</dd>
            </div>
            <div>
              <dt>{city.countyLabel}</dt>
              <dd>{city.county}</dd>
            </div>
            <div>
              <dt>Zip codes</dt>
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
            <SectionHeading id="city-about-title" title={`Local Know-How in ${city.name}`} />
            {city.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>{city.common}</p>
          </div>
          <aside className="about-card city-aside" aria-labelledby="neighbourhoods-title">
            <h2 id="neighbourhoods-title">Neighbourhoods We Visit</h2>
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
            eyebrow="What we fix"
            title={`Appliance Repair Services in ${city.name}`}
          >
            {city.services.length} of our {allServices.length} services, the ones {city.name} homes call us for most,
            each with a same-day option and our warranty.
          </SectionHeading>
          <ul className="card-grid card-grid--fives">
            {city.services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
          <MoreLink href="/services">
            See all {allServices.length} services
            {elsewhere.length > 0 ? `, ${elsewhere.join(' and ').toLowerCase()} too` : ''}
          </MoreLink>
        </div>
      </section>

      <ReviewsSection
        idPrefix="city-review"
        title={`What Neighbours Near ${city.name} Say`}
        reviews={city.nearestReviews}
        verified={verified}
        moreLabel="Read more reviews"
      />

      <section className="section section--alt" aria-labelledby="city-neighbours-title">
        <div className="container">
          <SectionHeading id="city-neighbours-title" eyebrow="Nearby" title={`Near ${city.name}`}>
            The same technicians cover the places around {city.name}.
          </SectionHeading>
          <CityList cities={city.neighbours} />
          <MoreLink href="/cities">See every area we serve</MoreLink>
        </div>
      </section>

      <CtaPanel id="city-cta-title" title={`Need a Repair in ${city.name}?`}>
        Book online or call, and we'll tell you when a technician can be at your door.
      </CtaPanel>
    </>
  );
}
