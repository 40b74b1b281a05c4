import { Router } from 'express';
import { brand } from '../data/brand';
import { business } from '../data/business';
import { blogAtomFeed } from './feed';
import { indexablePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';

/** Like the pages: a CDN may keep these briefly and revalidate. */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** The web app manifest: what a phone shows when the site is added to the home screen. */
function webManifest() {
  return {
    name: business.name,
    short_name: 'Capital Repair',
    description: `Same-day appliance repair in the ${business.serviceArea}.`,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: brand.themeColor,
    background_color: brand.colors.white,
    icons: [
      ...brand.icons.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
      { src: brand.favicon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/**
 * Files for search engines, feed readers and home screens, all built from the route table and the data.
 * Mounted before the page routes: /blog/feed.xml would otherwise be taken for an article slug.
 */
export function seoRoutes(siteUrl: string): Router {
  const router = Router();
  // Pages and posts are fixed for the life of the process, so each file is made once, on first request.
  const once = (make: () => string) => {
    let made: string | undefined;
    return () => (made ??= make());
  };
  const sitemap = once(() => sitemapXml(indexablePages(siteUrl), siteUrl));
  const feed = once(() => blogAtomFeed(siteUrl));
  const manifest = once(() => JSON.stringify(webManifest(), null, 2));

  router.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(sitemap());
  });
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(robotsTxt(siteUrl));
  });
  router.get(brand.feed.path, (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/atom+xml').send(feed());
  });
  router.get(brand.manifest, (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/manifest+json').send(manifest());
  });
  return router;
}
