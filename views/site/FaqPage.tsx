import FaqAccordion from '../../client/islands/faq';
import { business } from '../../data/business';
import type { FaqItem } from '../../data/site/faq';
import { Island } from '../components/Island';
import { CtaPanel } from '../components/actions/CtaPanel';
import { FeeNote } from '../components/FeeNote';
import { HeroArt } from '../components/HeroArt';

export interface FaqPageProps {
  items: FaqItem[];
}

export function FaqPage({ items }: FaqPageProps) {
  return (
    <>
      <section className="page-hero" aria-labelledby="faq-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">FAQ</p>
            <h1 id="faq-title">Frequently Asked Questions</h1>
            <p className="page-hero__lead">
              Straight answers about booking, paying and what happens on the day. Can't find yours? Call us and a real
              person will answer.
            </p>
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
            Questions and Answers
          </h2>
          <Island name="faq" component={FaqAccordion} props={{ items }} />
        </div>
      </section>

      <CtaPanel id="faq-cta-title" title="Still Have a Question?">
        Call us or send a message; we reply within {business.replyWithin}. Every repair comes with our{' '}
        {business.warrantyDays}-day parts and labour warranty.
      </CtaPanel>
    </>
  );
}
