import { business, businessText, serviceCallFeeLabel } from '../../data/business';
import { intlLocale, localePath, type Locale } from '../../data/locale';
import type { CityEntry } from '../../data/site/cities';
import type { Review } from '../../data/site/reviews';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { priceLabel, type PriceRange, type Service } from '../../data/site/services';
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
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

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

const spanishDollars = new Intl.NumberFormat(intlLocale.es, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$150–$320": English as data/service-details writes it, another language through `Intl`. */
const priceIn = (locale: Locale, price: PriceRange) =>
  locale === 'en' ? priceLabel(price) : `${spanishDollars.format(price.from)}–${spanishDollars.format(price.to)}`;

/**
 * A service's page. Under the hero (the washer, dryer and refrigerator pages lead with a headline, the others
 * keep the service's name as the title), every service gets the same sections: what a visit includes, eight
 * common problems with their causes and typical prices, reviews, brands and the places we cover.
 */
export function ServicePage({ service, cities, reviews, verified = [], trail }: ServicePageProps) {
  const { detail } = service;
  const locale = useLocale();
  const { services } = usePageMessages();
  return (
    <>
      <section className="page-hero service-hero" aria-labelledby="service-title">
        <div className="container service-hero__inner">
          <div>
            <Breadcrumbs trail={trail} onDark />
            <p className="eyebrow eyebrow--light">{detail.headline ? service.name : services.eyebrow}</p>
            <h1 id="service-title">{detail.headline ?? service.name}</h1>
            <p className="page-hero__lead">{service.description}</p>
            <CallToActions onDark size="lg" />
            <FeeNote onDark />
            <BookOnline
              href={localePath(locale, `/book?service=${service.slug}`)}
              label={services.bookOnline(service.name)}
              onDark
              {...(locale === 'en' ? {} : { locale })}
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
            <SectionHeading id="service-intro-title" title={services.introTitle(service.name)} />
            {detail.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <VisitFacts steps={detail.visit} />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="problems-title">
        <div className="container">
          <SectionHeading
            id="problems-title"
            eyebrow={services.problemsEyebrow}
            title={services.problemsTitle(detail.problems.length, service.name)}
          >
            {services.problemsIntro}
          </SectionHeading>
          <ol className="problems">
            {detail.problems.map((problem) => (
              <li className="problem" key={problem.symptom}>
                <h3 className="problem__symptom">{problem.symptom}</h3>
                <p className="problem__cause">{problem.cause}</p>
                <p className="problem__price">
                  {services.typically} <strong>{priceIn(locale, problem.price)}</strong>
                </p>
              </li>
            ))}
          </ol>
          <p className="problems__note">{services.problemsNote(serviceCallFeeLabel)}</p>
        </div>
      </section>

      <ReviewsSection
        idPrefix="service-review"
        title={services.reviewsTitle}
        reviews={reviews}
        verified={verified}
        moreLabel={services.moreReviews}
      />

      <section className="section section--alt" aria-labelledby="brands-title">
        <div className="container">
          <SectionHeading id="brands-title" eyebrow={services.brandsEyebrow} title={services.brandsTitle(service.name)}>
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
          <SectionHeading
            id="service-cities-title"
            eyebrow={services.citiesEyebrow}
            title={services.citiesTitle(service.name)}
          >
            {services.citiesIntro}
          </SectionHeading>
          <CityList cities={cities} />
          <MoreLink href={localePath(locale, '/cities')}>{services.allAreas}</MoreLink>
        </div>
      </section>

      <CtaPanel id="service-cta-title" title={services.ctaTitle(service.name)}>
        {services.ctaText(businessText(locale).replyWithin)}
      </CtaPanel>
    </>
  );
}

/** What a visit includes: this appliance's steps, then what every visit comes with, whatever the appliance. */
function VisitFacts({ steps }: { steps: string[] }) {
  const { services } = usePageMessages();
  const promises = [
    services.promiseFee(serviceCallFeeLabel),
    services.promiseTechnicians,
    services.promiseWarranty(business.warrantyDays),
  ];
  return (
    <aside className="about-card visit-facts" aria-labelledby="visit-title">
      <h2 id="visit-title" className="visit-facts__title">
        {services.visitTitle}
      </h2>
      <ol className="visit-steps">
        {steps.map((step) => (
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
  );
}
