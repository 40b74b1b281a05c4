import { mainNav } from '../../../data/site/navigation';
import type { Crumb } from './page';

const navName = (href: string, fallback: string) => mainNav.find((link) => link.href === href)?.label ?? fallback;

/**
 * The trail from the home page through a section to a page, named as the header's navigation names them and the
 * page by its heading (its h1, word for word). A page that shows this trail as its visible breadcrumb sets the same
 * value as head.breadcrumbs, and only then does the document carry BreadcrumbList markup: the markup never
 * describes a trail a visitor cannot see.
 */
export function breadcrumbTrail(section: string, page: Crumb): Crumb[] {
  return [{ name: navName('/', 'Home'), path: '/' }, { name: navName(section, section), path: section }, page];
}
