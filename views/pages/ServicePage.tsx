import { business } from '../../data/business';
import type { CityEntry } from '../../data/cities';
import type { Service, ServiceDetail } from '../../data/services';
import { CallToActions } from '../components/CallToActions';
import { CtaPanel } from '../components/CtaPanel';
import { CityList } from '../components/CityList';
import { Icon } from '../components/icons';
import { SectionHeading } from '../components/SectionHeading';
import { MoreLink } from '../components/MoreLink';

export interface ServicePageProps {
  service: Service;
  /** Places with their own page, for the "near you" links. */
  cities: CityEntry[];
}

/** "Washer Repair" -> "washer" */
const applianceOf = (service: Service) => service.name.replace(/ Repair$/, '').toLowerCase();

const visitFacts = [
  'Same-day visits when you call in the morning',
  'Licensed, insured, background-checked technicians',
  'The service call fee counts toward the repair',
  `${business.warrantyDays}-day parts and labour warranty`,
];

/** The promises every visit comes with: beside the intro on full pages, as a band under the short ones. */
function VisitFacts({ band = false }: { band?: boolean }) {
  const list = (
    <ul className={band ? 'check-list check-list--row' : 'check-list'}>
      {visitFacts.map((fact) => (
        <li key={fact}>
          <Icon name="check" />
          {fact}
        </li>
      ))}
    </ul>
  );
  return band ? (
    <section className="section section--tight" aria-labelledby="visit-facts-title">
      <div className="container">
        <h2 id="visit-facts-title" className="visit-facts__title">
          Every visit includes
        </h2>
        {list}
      </div>
    </section>
  ) : (
    <aside className="about-card visit-facts" aria-labelledby="visit-facts-title">
      <h2 id="visit-facts-title" className="visit-facts__title">
        Every visit includes
      </h2>
      {list}
    </aside>
  );
}

function FullServicePage({ service, detail, cities }: ServicePageProps & { detail: ServiceDetail }) {
  const appliance = applianceOf(service);
  return (
    <>
      <section className="page-hero service-hero" aria-labelledby="service-title">
        <div className="container service-hero__inner">
          <span className="service-hero__icon">
            <Icon name={service.icon} />
          </span>
          <div>
            <p className="eyebrow eyebrow--light">{service.name}</p>
            <h1 id="service-title">{detail.headline}</h1>
            <p className="page-hero__lead">{service.description}</p>
            <CallToActions onDark size="lg" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="service-intro-title">
        <div className="container prose-grid">
          <div className="prose">
            <SectionHeading id="service-intro-title" title={`${service.name} from a local team`} />
            {detail.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <VisitFacts />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="problems-title">
        <div className="container">
          <SectionHeading
            id="problems-title"
            eyebrow="What we fix"
            title={`${detail.problems.length} common ${appliance} problems`}
          >
            What you notice, and what our technicians usually find behind it.
          </SectionHeading>
          <ol className="problems">
            {detail.problems.map((problem) => (
              <li className="problem" key={problem.symptom}>
                <h3 className="problem__symptom">{problem.symptom}</h3>
                <p className="problem__cause">{problem.cause}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="brands-title">
        <div className="container">
          <SectionHeading
            id="brands-title"
            eyebrow="Brands"
            title={`${service.name.replace(/ Repair$/, '')} brands we repair`}
          >
            {detail.brandsText}
          </SectionHeading>
          <ul className="brand-list">
            {detail.brands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="service-cities-title">
        <div className="container">
          <SectionHeading id="service-cities-title" eyebrow="Near you" title={`${service.name} across DC and Maryland`}>
            Our technicians are out in these places every day. Pick yours to see the zip codes and neighbourhoods we
            cover.
          </SectionHeading>
          <CityList cities={cities} />
          <MoreLink href="/cities">See every area we serve</MoreLink>
        </div>
      </section>

      <CtaPanel id="service-cta-title" title={`Is your ${appliance} acting up?`}>
        Tell us what it is doing and we&rsquo;ll get a technician to you, often the same day. We reply to every request
        within {business.replyWithin}.
      </CtaPanel>
    </>
  );
}

function ShortServicePage({ service }: { service: Service }) {
  return (
    <>
      <section className="page-hero service-hero service-hero--short" aria-labelledby="service-title">
        <div className="container service-hero__inner">
          <span className="service-hero__icon">
            <Icon name={service.icon} />
          </span>
          <div>
            <p className="eyebrow eyebrow--light">Appliance repair in DC &amp; Maryland</p>
            <h1 id="service-title">{service.name}</h1>
            <p className="page-hero__lead">{service.description}</p>
            <CallToActions onDark size="lg" />
            <p className="service-hero__back">
              <a href="/services">
                <Icon name="arrow" />
                See all our appliance repair services
              </a>
            </p>
          </div>
        </div>
      </section>
      <VisitFacts band />
    </>
  );
}

/** A service's page: the full version for services with details, the short one for the rest. */
export function ServicePage({ service, cities }: ServicePageProps) {
  return service.detail ? (
    <FullServicePage service={service} detail={service.detail} cities={cities} />
  ) : (
    <ShortServicePage service={service} />
  );
}
