import { business } from '../../../data/business';
import { faqItems } from '../../../data/site/faq';
import { FaqPage } from '../../../views/site/FaqPage';
import { faqPageJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function faqPage({ siteUrl }: PageRequest): Page {
  return {
    head: {
      title: pageTitle('Frequently Asked Questions'),
      description: `Answers about payment, repair times, the service call fee, our ${business.warrantyDays}-day warranty, same-day service and the brands and areas we cover.`,
      path: '/faq',
      jsonLd: [faqPageJsonLd(faqItems, siteUrl)],
    },
    body: <FaqPage items={faqItems} />,
  };
}
