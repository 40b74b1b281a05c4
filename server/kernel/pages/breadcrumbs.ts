import type { Locale } from '../../../data/locale';
import { navName } from '../../../data/site/navigation';
import type { Crumb } from './page';

/**
 * The trail from the home page through a section to a page, named as the header's navigation names them and the
 * page by its heading (its h1, word for word). A page that shows this trail as its visible breadcrumb sets the same
 * value as head.breadcrumbs, and only then does the document carry BreadcrumbList markup: the markup never
 * describes a trail a visitor cannot see. The paths stay English: a Spanish twin's route puts them under /es/
 * (withSpanishTwin), and the view links them through localePath; the names are the page's language's.
 */
export function breadcrumbTrail(section: string, page: Crumb, locale: Locale = 'en'): Crumb[] {
  return [
    { name: navName('/', locale) ?? 'Home', path: '/' },
    { name: navName(section, locale) ?? section, path: section },
    page,
  ];
}
