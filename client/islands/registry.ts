import type { ComponentType } from 'react';

/**
 * Every island by name, each loaded on demand so a page downloads only the island code it uses.
 * The server imports the components directly; this table is the browser's side.
 */
export const islandLoaders = {
  menu: () => import('./MobileMenu'),
  toaster: () => import('./Toaster'),
  coupons: () => import('./CouponList'),
  faq: () => import('./FaqAccordion'),
  contact: () => import('./ContactForm'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
