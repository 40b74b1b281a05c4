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

export interface HomePageProps {
  services: Service[];
  cities: CityEntry[];
  /** The three reviews the home page shows. */
  reviews: Review[];
  /** The newest published reviews from our own visits, shown before them. */
  verified?: readonly VerifiedReview[];
}

const trustBadges: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'Same Day Service',
    text: 'Call in the morning and we can usually have a technician at your door that afternoon.',
  },
  {
    icon: 'shield',
    title: 'Licensed & Insured',
    text: 'Licensed, insured, background-checked technicians you can let into your home.',
  },
  {
    icon: 'star',
    title: '5-Star Rated',
    text: `Rated ${business.rating.value} out of 5 by ${business.rating.count} DC-area homeowners.`,
  },
  {
    icon: 'badge',
    title: `${business.warrantyDays}-Day Warranty`,
    text: `Parts and labour covered. If the same problem returns within ${business.warrantyDays} days, we fix it at no charge.`,
  },
];

const reasons = [
  {
    title: 'The Diagnosis Counts Toward the Repair',
    text: `The ${serviceCallFeeLabel} service call fee covers finding the fault, and it is applied to the repair total when you go ahead.`,
  },
  {
    title: 'A Price Before We Pick up a Tool',
    text: 'You hear what is wrong and what it costs first. No surprise line items on the invoice.',
  },
  {
    title: 'Common Parts on the Truck',
    text: 'Pumps, belts, igniters, thermostats and valves ride along, so most repairs are finished in one visit of one to two hours.',
  },
  {
    title: 'Every Major Brand',
    text: 'Whirlpool, GE, Samsung, LG, Frigidaire, Maytag, KitchenAid, Bosch, Electrolux and more, old and new.',
  },
];

export function HomePage({ services, cities, reviews, verified = [] }: HomePageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow eyebrow--light">Same-day appliance repair in DC &amp; Maryland</p>
            <h1 id="hero-title">Appliance Repair in Washington DC, Done Right the First Time</h1>
            <p className="hero__lead">
              Washer won't drain? Fridge running warm? Oven stuck at room temperature? Our licensed technicians repair
              every major brand across Washington DC and Prince George's, Montgomery and Howard counties, usually on the
              day you call.
            </p>
            <CallToActions onDark size="lg" />
            <p className="hero__rating">
              <RatingLink onDark />
              <span className="nowrap">
                {business.customers} customers since {business.foundedYear}
              </span>
            </p>
          </div>
          <BookVisitCard />
        </div>
      </section>

      <section className="section section--tight" aria-labelledby="trust-title">
        <div className="container">
          <h2 id="trust-title" className="visually-hidden">
            Why You Can Trust Us
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
          <SectionHeading id="services-title" eyebrow="What we fix" title="Appliance Repair Services">
            From the laundry room to the kitchen, one call covers the appliances your household runs on every day.
          </SectionHeading>
          <ul className="card-grid">
            {services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
          <MoreLink href="/services">See all appliance repair services</MoreLink>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="why-title">
        <div className="container">
          <SectionHeading
            id="why-title"
            eyebrow="How we work"
            title="Straight Answers, Fair Prices, Fixed in One Visit"
          />
          <CheckList items={reasons} />
        </div>
      </section>

      <ReviewsSection
        idPrefix="home-review"
        title="What DC-area Homeowners Say"
        reviews={reviews}
        verified={verified}
        moreLabel="Read all reviews"
      />

      <section className="section section--alt" aria-labelledby="cities-title">
        <div className="container">
          <SectionHeading id="cities-title" eyebrow="Where We Work" title="Serving DC and the Maryland Suburbs">
            Our technicians cover the District and Prince George's, Montgomery and Howard counties every day.
          </SectionHeading>
          <CityList cities={cities} />
          <div className="home-zip">
            <h3>Do We Serve Your Area?</h3>
            <ZipLookup id="home-zip" />
          </div>
          <MoreLink href="/cities">See every area we serve</MoreLink>
        </div>
      </section>

      <EmergencyBand />
    </>
  );
}
