import { business } from '../../../data/business';
import { AboutPage } from '../../../views/site/AboutPage';
import { NO_PUBLIC_CONTENT } from '../../kernel/pages/content';
import { pageTitle, type Page, type PageRequest } from '../../kernel/pages/page';

export function aboutPage({ content = NO_PUBLIC_CONTENT }: PageRequest): Page {
  return {
    head: {
      title: pageTitle('About Us: Local Appliance Repair Since 2010'),
      description: `Meet ${business.name}: licensed and insured technicians fixing appliances across the DC metro area since ${business.foundedYear}, with ${business.customers} customers served and a ${business.warrantyDays}-day warranty.`,
      path: '/about',
    },
    body: <AboutPage team={content.team} />,
  };
}
