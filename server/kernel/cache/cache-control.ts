/**
 * Pages and the files made from them (sitemap, robots.txt, feed, manifest): a CDN may keep them briefly and
 * revalidate; browsers always revalidate, against the ETag.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
