import { business } from '../../data/business';
import type { Service } from '../../data/site/services';
import { FillerTile, oneShortOfFullRow } from '../components/cards/FillerTile';
import { CtaPanel } from '../components/actions/CtaPanel';
import { ServiceCard } from '../components/cards/ServiceCard';
import { HeroArt } from '../components/HeroArt';
import { FeeNote } from '../components/FeeNote';

export function ServicesPage({ services }: { services: Service[] }) {
  return (
    <>
      <section className="page-hero" aria-labelledby="services-page-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">Our services</p>
            <h1 id="services-page-title">Appliance Repair Services</h1>
            <p className="page-hero__lead">
              We repair {services.length} kinds of household appliance, from the laundry room to the kitchen, for every
              major brand. Choose yours to see what we fix and how we work.
            </p>
            <FeeNote onDark />
          </div>
          <span className="page-hero__art">
            <HeroArt icon="wrench" />
          </span>
        </div>
      </section>

      <section className="section" aria-labelledby="all-services-title">
        <div className="container">
          <h2 id="all-services-title" className="visually-hidden">
            All {services.length} Services
          </h2>
          <ul className="card-grid services-grid">
            {services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
            {oneShortOfFullRow(services.length, 3) && (
              <FillerTile title="Not listed? Call us" className="card">
                Most appliances in a kitchen or laundry room are ones we fix. Tell us what yours is doing.
              </FillerTile>
            )}
          </ul>
        </div>
      </section>

      <CtaPanel id="services-cta-title" title="Don't See Your Appliance?">
        Call us anyway. If it plugs in or hooks up to gas in your kitchen or laundry room, there's a good chance we fix
        it, and every repair carries our {business.warrantyDays}-day parts and labour warranty.
      </CtaPanel>
    </>
  );
}
