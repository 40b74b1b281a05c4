import { business } from '../../../data/business';
import { intlLocale, localePath } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { faqIn } from '../../../data/site/localized';
import { FaqPage } from '../../../views/site/FaqPage';
import { faqPageJsonLd } from '../../kernel/pages/structured-data';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function faqPage(request: PageRequest): Page {
  const locale = request.locale ?? 'en';
  const { faq } = messagesFor(locale);
  const items = faqIn(locale);
  const questions = faqPageJsonLd(items, request.siteUrl, localePath(locale, '/faq'));
  return {
    head: {
      title: pageTitle(faq.title),
      description: faq.description(business.warrantyDays),
      path: '/faq',
      jsonLd: [locale === 'en' ? questions : { ...questions, inLanguage: intlLocale[locale] }],
    },
    body: <FaqPage items={items} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}
