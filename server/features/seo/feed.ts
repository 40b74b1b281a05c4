import { Feed } from 'feed';
import { brand } from '../../../data/brand';
import { posts } from '../../../data/blog/index';
import type { BlogPost } from '../../../data/blog/types';
import { business } from '../../../data/business';

/** Feed readers show an entry away from our site, so root-relative links in an article must carry the origin. */
function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

/** Dates in the data are calendar days; readers get them as midnight UTC. */
const day = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** The blog as an Atom feed, newest article first. */
export function blogAtomFeed(siteUrl: string, articles: readonly BlogPost[] = posts): string {
  const feed = new Feed({
    id: `${siteUrl}/blog`,
    title: brand.feed.title,
    description: `Appliance repair tips and advice for homeowners in the ${business.serviceArea}.`,
    link: `${siteUrl}/blog`,
    language: 'en',
    image: siteUrl + brand.shareImage.url,
    favicon: siteUrl + brand.favicon,
    copyright: `© ${business.name}`,
    updated: articles[0] ? day(articles[0].date) : undefined,
    feedLinks: { atom: siteUrl + brand.feed.path },
    author: { name: business.name, link: `${siteUrl}/` },
    generator: false,
  });
  for (const post of articles) {
    const link = `${siteUrl}/blog/${post.slug}`;
    feed.addItem({
      id: link,
      link,
      title: post.title,
      date: day(post.date),
      published: day(post.date),
      description: post.excerpt,
      content: absoluteLinks(post.content, siteUrl),
      author: [{ name: post.author }],
      category: [{ name: post.category, term: post.category }],
    });
  }
  return feed.atom1();
}
