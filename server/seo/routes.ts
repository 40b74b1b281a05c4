import type { RequestHandler } from 'express';
import { brand } from '../../data/brand';
import { business } from '../../data/business';
import { blogAtomFeed } from './feed';
import { PAGE_CACHE_CONTROL } from '../cache/cache-control';
import type { PageRoute } from '../pages/page';
import { indexablePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';

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

export interface SeoHandlers {
  sitemap: RequestHandler;
  robots: RequestHandler;
  feed: RequestHandler;
  manifest: RequestHandler;
}

/**
 * Files for search engines, feed readers and home screens, all built from the site map and the data. Pages and
 * posts are fixed for the life of the process, so each file is made once, on first request.
 */
export function seoHandlers(siteUrl: string, pages: PageRoute[]): SeoHandlers {
  const once = (make: () => string) => {
    let made: string | undefined;
    return () => (made ??= make());
  };
  const sitemap = once(() => sitemapXml(indexablePages(siteUrl, pages), siteUrl));
  const feed = once(() => blogAtomFeed(siteUrl));
  const manifest = once(() => JSON.stringify(webManifest(), null, 2));
  const file =
    (type: string, body: () => string): RequestHandler =>
    (_req, res) => {
      res.set('Cache-Control', PAGE_CACHE_CONTROL).type(type).send(body());
    };
  return {
    sitemap: file('application/xml', sitemap),
    robots: file('text/plain', () => robotsTxt(siteUrl)),
    feed: file('application/atom+xml', feed),
    manifest: file('application/manifest+json', manifest),
  };
}
