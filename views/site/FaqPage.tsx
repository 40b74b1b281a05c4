import FaqAccordion from '../../client/islands/faq';
import { business, businessText } from '../../data/business';
import type { FaqItem } from '../../data/site/faq';
import { Island } from '../components/Island';
import { CtaPanel } from '../components/actions/CtaPanel';
import { FeeNote } from '../components/FeeNote';
import { HeroArt } from '../components/HeroArt';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface FaqPageProps {
  items: FaqItem[];
}

export function FaqPage({ items }: FaqPageProps) {
  const locale = useLocale();
  const { faq } = usePageMessages();
  return (
    <>
      <section className="page-hero" aria-labelledby="faq-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{faq.eyebrow}</p>
            <h1 id="faq-title">{faq.heading}</h1>
            <p className="page-hero__lead">{faq.lead}</p>
            {/* The question asked most, answered where it is read without opening anything. */}
            <FeeNote onDark />
          </div>
          <span className="page-hero__art">
            <HeroArt icon="shield" />
          </span>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-list-title">
        <div className="container faq-layout">
          <h2 id="faq-list-title" className="visually-hidden">
            {faq.listTitle}
          </h2>
          <Island name="faq" component={FaqAccordion} props={{ items }} />
        </div>
      </section>

      <CtaPanel id="faq-cta-title" title={faq.ctaTitle}>
        {faq.ctaText(businessText(locale).replyWithin, business.warrantyDays)}
      </CtaPanel>
    </>
  );
}
