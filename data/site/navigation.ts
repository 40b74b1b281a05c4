export interface NavLink {
  href: string;
  label: string;
}

/** Header navigation, in its fixed order: Home, Services, Cities We Serve, About, Blog, Reviews, Coupons, Contact. */
export const mainNav: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/cities', label: 'Cities We Serve' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/coupons', label: 'Coupons' },
  { href: '/contact', label: 'Contact' },
];

export const footerQuickLinks: NavLink[] = [
  { href: '/services', label: 'Services' },
  { href: '/cities', label: 'Cities We Serve' },
  { href: '/about', label: 'About Us' },
  { href: '/blog', label: 'Blog' },
  { href: '/coupons', label: 'Coupons' },
  { href: '/faq', label: 'FAQ' },
];

export const footerServiceLinks: NavLink[] = [
  { href: '/services/washer-repair', label: 'Washer Repair' },
  { href: '/services/dryer-repair', label: 'Dryer Repair' },
  { href: '/services/refrigerator-repair', label: 'Refrigerator Repair' },
  { href: '/services/dishwasher-repair', label: 'Dishwasher Repair' },
  { href: '/services/oven-repair', label: 'Oven Repair' },
];

/** The header link to mark current for a path: exact match, or the section the path lives under. */
export function currentNavHref(path: string): string | undefined {
  return mainNav.find((link) => path === link.href || (link.href !== '/' && path.startsWith(`${link.href}/`)))?.href;
}
