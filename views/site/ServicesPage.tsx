import { business } from '../../data/business';
import type { Service } from '../../data/site/services';
import { FillerTile, oneShortOfFullRow } from '../components/cards/FillerTile';
import { CtaPanel } from '../components/actions/CtaPanel';
import { ServiceCard } from '../components/cards/ServiceCard';
import { HeroArt } from '../components/HeroArt';
import { FeeNote } from '../components/FeeNote';
import { usePageMessages } from '../components/page-messages';

export function ServicesPage({ services: all }: { services: Service[] }) {
  const { services } = usePageMessages();
  return (
    <>
      <section className="page-hero" aria-labelledby="services-page-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{services.listEyebrow}</p>
            <h1 id="services-page-title">{services.listTitle}</h1>
            <p className="page-hero__lead">{services.listLead(all.length)}</p>
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
            {services.listAll(all.length)}
          </h2>
          <ul className="card-grid services-grid">
            {all.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
            {oneShortOfFullRow(all.length, 3) && (
              <FillerTile title={services.fillerTitle} className="card">
                {services.fillerText}
              </FillerTile>
            )}
          </ul>
        </div>
      </section>

      <CtaPanel id="services-cta-title" title={services.listCtaTitle}>
        {services.listCtaText(business.warrantyDays)}
      </CtaPanel>
    </>
  );
}
