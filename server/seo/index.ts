import { brand } from '../../data/brand';
import { get, type Feature, type FeatureContext } from '../app/feature';
import type { PageRoute } from '../pages/page';
import { seoHandlers } from './routes';

/** Files for search engines, feed readers and home screens, built from the site map (docs/content.md). */
export function seoFeature(context: FeatureContext, uses: { pages: PageRoute[] }): Feature {
  const seo = seoHandlers(context.config.siteUrl, uses.pages);
  return {
    name: 'seo',
    // Mounted before the pages: /blog/feed.xml would otherwise be taken for an article slug.
    routes: [
      get('/sitemap.xml', seo.sitemap),
      get('/robots.txt', seo.robots),
      get(brand.feed.path, seo.feed),
      get(brand.manifest, seo.manifest),
    ],
    workers: {},
    offers: undefined,
  };
}
