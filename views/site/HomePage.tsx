import { business, serviceCallFeeLabel } from '../../data/business';
import type { CityEntry } from '../../data/site/cities';
import type { Service } from '../../data/site/services';
import { CallToActions } from '../components/actions/CallToActions';
import { CityList } from '../components/cards/CityList';
import { EmergencyBand } from '../components/actions/EmergencyBand';
import { Icon, type IconName } from '../components/icons';
import { SectionHeading } from '../components/SectionHeading';
import { ServiceCard } from '../components/cards/ServiceCard';
import { ZipLookup } from '../components/forms/ZipLookup';
import { MoreLink } from '../components/actions/MoreLink';
import { CheckList } from '../components/cards/CheckList';
import { BookVisitCard } from '../components/actions/BookVisitCard';
import { FeeNote } from '../components/FeeNote';
import { RatingLink } from '../components/cards/RatingLink';
import { ReviewsSection } from '../components/cards/ReviewCard';
import type { Review } from '../../data/site/reviews';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { localePath } from '../../data/locale';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface HomePageProps {
  services: Service[];
  cities: CityEntry[];
  /** The three reviews the home page shows. */
  reviews: Review[];
  /** The newest published reviews from our own visits, shown before them. */
  verified?: readonly VerifiedReview[];
}

export function HomePage({ services, cities, reviews, verified = [] }: HomePageProps) {
  const locale = useLocale();
  const { home } = usePageMessages();
  const trustBadges: { icon: IconName; title: string; text: string }[] = [
    { icon: 'clock', title: home.sameDayTitle, text: home.sameDayText },
    { icon: 'shield', title: home.licensedTitle, text: home.licensedText },
    { icon: 'star', title: home.ratedTitle, text: home.ratedText(business.rating.value, business.rating.count) },
    {
      icon: 'badge',
      title: home.warrantyTitle(business.warrantyDays),
      text: home.warrantyText(business.warrantyDays),
    },
  ];
  const reasons = [
    { title: home.diagnosisTitle, text: home.diagnosisText(serviceCallFeeLabel) },
    { title: home.priceFirstTitle, text: home.priceFirstText },
    { title: home.partsTitle, text: home.partsText },
    { title: home.brandsTitle, text: home.brandsText },
  ];
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--light">{home.eyebrow}</p>
            <h1 id="hero-title">{home.heading}</h1>
            <p className="hero__lead">{home.lead}</p>
            <CallToActions onDark size="lg" />
            <p className="hero__rating">
              <RatingLink onDark />
              <span className="nowrap">{home.customersSince(business.customers, business.foundedYear)}</span>
            </p>
          </div>
          <BookVisitCard />
        </div>
      </section>

      <section className="section section--tight" aria-labelledby="trust-title">
        <div className="container">
          <h2 id="trust-title" className="visually-hidden">
            {home.trustTitle}
          </h2>
          <ul className="badges">
            {trustBadges.map((badge) => (
              <li className="badge" key={badge.title}>
                <span className="badge__icon">
                  <Icon name={badge.icon} />
                </span>
                <span className="badge__title">{badge.title}</span>
                <span className="badge__text">{badge.text}</span>
              </li>
            ))}
          </ul>
          <FeeNote />
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading id="services-title" eyebrow={home.servicesEyebrow} title={home.servicesTitle}>
            {home.servicesIntro}
          </SectionHeading>
          <ul className="card-grid">
            {services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
          <MoreLink href={localePath(locale, '/services')}>{home.allServices}</MoreLink>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="why-title">
        <div className="container">
          <SectionHeading id="why-title" eyebrow={home.whyEyebrow} title={home.whyTitle} />
          <CheckList items={reasons} />
        </div>
      </section>

      <ReviewsSection
        idPrefix="home-review"
        title={home.reviewsTitle}
        reviews={reviews}
        verified={verified}
        moreLabel={home.allReviews}
      />

      <section className="section section--alt" aria-labelledby="cities-title">
        <div className="container">
          <SectionHeading id="cities-title" eyebrow={home.areaEyebrow} title={home.areaTitle}>
            {home.areaIntro}
          </SectionHeading>
          <CityList cities={cities} />
          <div className="home-zip">
            <h3>{home.zipTitle}</h3>
            <ZipLookup id="home-zip" />
          </div>
          <MoreLink href={localePath(locale, '/cities')}>{home.allAreas}</MoreLink>
        </div>
      </section>

      <EmergencyBand />
    </>
  );
}
