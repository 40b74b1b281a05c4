import type { Page, PageRequest } from '../page';

// Placeholders until the reviews/coupons/FAQ/contact issue builds these pages: every path answers 404.
export const reviewsPage = (_request: PageRequest): Page | undefined => undefined;
export const couponsPage = (_request: PageRequest): Page | undefined => undefined;
export const faqPage = (_request: PageRequest): Page | undefined => undefined;
export const contactPage = (_request: PageRequest): Page | undefined => undefined;
