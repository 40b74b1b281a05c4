import { business, serviceCallFeeLabel } from '../../data/business';
import type { CityEntry } from '../../data/site/cities';
import type { Review } from '../../data/site/reviews';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { priceLabel, type Service } from '../../data/site/services';
import { CallToActions } from '../components/actions/CallToActions';
import { BookOnline } from '../components/actions/BookOnline';
import { CtaPanel } from '../components/actions/CtaPanel';
import { CityList } from '../components/cards/CityList';
import { FeeNote } from '../components/FeeNote';
import { Icon } from '../components/icons';
import { HeroArt } from '../components/HeroArt';
import { MoreLink } from '../components/actions/MoreLink';
import { ReviewsSection } from '../components/cards/ReviewCard';
import { SectionHeading } from '../components/SectionHeading';
import { Breadcrumbs, type BreadcrumbStep } from '../components/Breadcrumbs';

export interface ServicePageProps {
  service: Service;
  /** Places with their own page, for the "near you" links. */
  cities: CityEntry[];
  /** Reviews about this appliance, or the closest one. */
  reviews: Review[];
  /** The newest published reviews of this service from our own visits, shown before them. */
  verified?: readonly VerifiedReview[];
  /** Home, Services, this page: shown above the heading, and the head's BreadcrumbList. */
  trail: readonly BreadcrumbStep[];
}

/** "Ice Maker Repair" -> "Ice Maker": the appliance as a heading names it. */
const applianceName = (service: Service) => service.name.replace(/ Repair$/, '');
/** "an oven", "a washer". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What every visit comes with, whatever the appliance. */
const promises = [
  `${serviceCallFeeLabel} service call, diagnosis included and credited toward the repair`,
  'Licensed, insured, background-checked technicians',
  `${business.warrantyDays}-day parts and labour warranty`,
];

/**
 * A service's page. Under the hero (the washer, dryer and refrigerator pages lead with a headline, the others
 * keep the service's name as the title), every service gets the same sections: what a visit includes, eight
 * common problems with their causes and typical prices, reviews, brands and the places we cover.
 */
export function ServicePage({ service, cities, reviews, verified = [], trail }: ServicePageProps) {
  const { detail } = service;
  return (
    <>
      <section className="page-hero service-hero" aria-labelledby="service-title">
        <div className="container service-hero__inner">
          <div>
            <Breadcrumbs trail={trail} onDark />
            <p className="eyebrow eyebrow--light">
              {detail.headline ? service.name : 'Appliance repair in DC & Maryland'}
            </p>
            <h1 id="service-title">{detail.headline ?? service.name}</h1>
            <p className="page-hero__lead">{service.description}</p>
            <CallToActions onDark size="lg" />
            <FeeNote onDark />
            <BookOnline
              href={`/book?service=${service.slug}`}
              label={`Book ${withArticle(applianceName(service).toLowerCase())} repair visit online`}
              onDark
            />
          </div>
          <span className="service-hero__art">
            <HeroArt icon={service.icon} />
          </span>
        </div>
      </section>

      <section className="section" aria-labelledby="service-intro-title">
        <div className="container prose-grid">
          <div className="prose">
            <SectionHeading id="service-intro-title" title={`${service.name} From a Local Team`} />
            {detail.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className="about-card visit-facts" aria-labelledby="visit-title">
            <h2 id="visit-title" className="visit-facts__title">
              What a Visit Includes
            </h2>
            <ol className="visit-steps">
              {detail.visit.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <ul className="check-list">
              {promises.map((promise) => (
                <li key={promise}>
                  <Icon name="check" />
                  {promise}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="problems-title">
        <div className="container">
          <SectionHeading
            id="problems-title"
            eyebrow="What we fix"
            title={`${detail.problems.length} Common ${applianceName(service)} Problems`}
          >
            What you notice, what our technicians usually find behind it, and what the repair typically costs.
          </SectionHeading>
          <ol className="problems">
            {detail.problems.map((problem) => (
              <li className="problem" key={problem.symptom}>
                <h3 className="problem__symptom">{problem.symptom}</h3>
                <p className="problem__cause">{problem.cause}</p>
                <p className="problem__price">
                  Typically <strong>{priceLabel(problem.price)}</strong>
                </p>
              </li>
            ))}
          </ol>
          <p className="problems__note">
            Typical totals for parts and labour in the DC area, with the {serviceCallFeeLabel} service call already
            credited. Your technician gives you the exact price before any work starts.
          </p>
        </div>
      </section>

      <ReviewsSection
        idPrefix="service-review"
        title="What Our Customers Say"
        reviews={reviews}
        verified={verified}
        moreLabel="Read more reviews"
      />

      <section className="section section--alt" aria-labelledby="brands-title">
        <div className="container">
          <SectionHeading id="brands-title" eyebrow="Brands" title={`${applianceName(service)} Brands We Repair`}>
            {detail.brandsText}
          </SectionHeading>
          <ul className="brand-list">
            {detail.brands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="service-cities-title">
        <div className="container">
          <SectionHeading id="service-cities-title" eyebrow="Near you" title={`${service.name} Across DC and Maryland`}>
            Our technicians are out in these places every day. Pick yours to see the zip codes and neighbourhoods we
            cover.
          </SectionHeading>
          <CityList cities={cities} />
          <MoreLink href="/cities">See every area we serve</MoreLink>
        </div>
      </section>

      <CtaPanel id="service-cta-title" title={`Is Your ${applianceName(service)} Acting Up?`}>
        Tell us what it is doing and we'll get a technician to you, often the same day. We reply to every request within{' '}
        {business.replyWithin}.
      </CtaPanel>
    </>
  );
}
