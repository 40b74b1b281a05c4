import { business } from '../../../data/business';
import { messagesFor } from '../../../data/messages';
import { AboutPage } from '../../../views/site/AboutPage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function aboutPage(request: PageRequest): Page {
  const { content = NO_PUBLIC_CONTENT } = request;
  const locale = request.locale ?? 'en';
  const { about } = messagesFor(locale);
  return {
    head: {
      title: pageTitle(about.title),
      description: about.description(business.name, business.foundedYear, business.customers, business.warrantyDays),
      path: '/about',
    },
    body: <AboutPage team={content.team} />,
    ...(locale === 'en' ? {} : { locale }),
  };
}
