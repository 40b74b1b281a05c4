/**
 * The site's content pages (home, services, cities, about, blog, coupons, FAQ): pages made from the data in data/,
 * rendered once and cached. The page table (server/app/pages.ts) lists them with the other features' pages.
 */
export { aboutPage } from './about';
export { blogCategoryQuery, blogPage, postPage, postSlugs, postTwinPaths, spanishPostSlugs } from './blog';
export { cityPage, cityZipQuery, citiesPage, citySlugs } from './cities';
export { couponsPage } from './coupons';
export { faqPage } from './faq';
export { homePage } from './home';
export { servicePage, servicesPage, serviceSlugs } from './services';
