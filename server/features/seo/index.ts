import { brand } from '../../../data/brand';
import { get, type Feature, type FeatureContext } from '../../kernel/feature';
import type { PageRoute } from '../../kernel/pages/page';
import { provideSeo } from './context';
import { blogFeedFile } from './routes/feed';
import { webManifestFile } from './routes/manifest';
import { robotsTxtFile } from './routes/robots';
import { sitemapXmlFile } from './routes/sitemap';

/** Files for search engines, feed readers and home screens, built from the site map (docs/content.md). */
export function seoFeature(context: FeatureContext, uses: { pages: PageRoute[] }): Feature {
  const seo = provideSeo(context.config.siteUrl, uses.pages);
  return {
    name: 'seo',
    // Mounted before the pages: /blog/feed.xml would otherwise be taken for an article slug.
    routes: [
      get('/sitemap.xml', seo, sitemapXmlFile),
      get('/robots.txt', seo, robotsTxtFile),
      get(brand.feed.path, seo, blogFeedFile),
      get(brand.manifest, seo, webManifestFile),
    ],
    workers: {},
    offers: undefined,
  };
}
