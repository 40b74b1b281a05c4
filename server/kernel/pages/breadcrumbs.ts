import { business } from '../../../data/business';
import { footerQuickLinks, mainNav } from '../../../data/site/navigation';
import type { Crumb, PageHead } from './page';

// The header's labels win over the footer's ("About" rather than "About Us"), so Map keeps the later entry.
const sectionNames = new Map<string, string>([...footerQuickLinks, ...mainNav].map((link) => [link.href, link.label]));

/** "Washer Repair | Capital Appliance Repair" -> "Washer Repair" */
export function withoutBrand(title: string): string {
  const suffix = ` | ${business.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

function fromSlug(segment: string): string {
  return segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The trail from the home page to a page: sections are named as in the navigation, the page itself by its
 * title. A page may bring its own trail in head.breadcrumbs; the home page has none.
 */
export function breadcrumbsFor(head: PageHead): Crumb[] {
  if (head.breadcrumbs) return head.breadcrumbs;
  const segments = head.path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  return [
    { name: sectionNames.get('/') ?? 'Home', path: '/' },
    ...segments.map((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      const isLeaf = index === segments.length - 1;
      return { name: sectionNames.get(path) ?? (isLeaf ? withoutBrand(head.title) : fromSlug(segment)), path };
    }),
  ];
}
