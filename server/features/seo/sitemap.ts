import { blogPostsIn } from '../../../data/blog/index';
import { basePath, localeOfPath } from '../../../data/locale';
import type { Page } from '../../kernel/pages/page';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/**
 * When a page last changed, where we know it: an article on its date, the blog index with its newest article, in
 * either language (a Spanish article carries its own date; /es/blog lists only the translated ones).
 */
export function lastModified(path: string): string | undefined {
  const posts = blogPostsIn(localeOfPath(path));
  const base = basePath(path);
  if (base === '/blog') return posts[0]?.date;
  return posts.find((post) => base === `/blog/${post.slug}`)?.date;
}

/**
 * A page's other languages as sitemaps.org's xhtml:link alternates (issue 41 item 1): each page published in both
 * languages lists both, and English again as x-default, as its head's hreflang links do.
 */
function alternates(page: Page | undefined, siteUrl: string): string {
  const languages = page?.head.languages;
  if (!languages?.en || !languages.es) return '';
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + path)}"/>\n`;
  return link('en', languages.en) + link('es', languages.es) + link('x-default', languages.en);
}

/** sitemaps.org XML for the given pages, with absolute URLs. */
export function sitemapXml(pages: { path: string; page?: Page }[], siteUrl: string): string {
  const urls = pages.map(({ path, page }) => {
    const lastmod = lastModified(path);
    return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${alternates(page, siteUrl)}  </url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  // The office and a customer's booking link are private: every answer of theirs also says noindex; this keeps
  // crawlers from asking at all.
  return `User-agent: *\nAllow: /\nDisallow: /office\nDisallow: /booking/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
