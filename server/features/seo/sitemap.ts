import { posts } from '../../../data/blog/index';
import type { SitePage } from './site-pages';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** When a page last changed, where we know it: an article on its date, the blog index with its newest article. */
export function lastModified(path: string): string | undefined {
  if (path === '/blog') return posts[0]?.date;
  return posts.find((post) => path === `/blog/${post.slug}`)?.date;
}

/** sitemaps.org XML for the given pages, with absolute URLs. */
export function sitemapXml(pages: Pick<SitePage, 'path'>[], siteUrl: string): string {
  const urls = pages.map(({ path }) => {
    const lastmod = lastModified(path);
    return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The office and a customer's booking link are private: every answer of theirs also says noindex; this keeps
  // crawlers from asking at all.
  return `User-agent: *\nAllow: /\nDisallow: /office\nDisallow: /booking/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
