import { brand } from '../data/brand';
import { business } from '../data/business';
import type { PageHead } from './page';
import { jsonLdType } from './structured-data';

/** What link previews (Open Graph, Twitter cards) say about a page, with every URL absolute. */
export interface SocialMeta {
  type: 'website' | 'article';
  url: string;
  siteName: string;
  locale: string;
  image: { url: string; width: number; height: number; alt: string };
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; author?: string };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Defaults that need no help from the page builders: an article is a page carrying a BlogPosting block,
 * and its dates, section and author come from that block, so previews and structured data never disagree.
 */
export function socialMetaFor(head: PageHead, siteUrl: string): SocialMeta {
  const absolute = (url: string) => (url.startsWith('/') ? siteUrl + url : url);
  const posting = head.jsonLd?.find((block) => jsonLdType(block) === 'BlogPosting') as Record<string, unknown> | undefined;
  const type = head.ogType ?? (posting ? 'article' : 'website');
  const image = head.image ?? brand.shareImage;
  const author = posting?.author as { name?: unknown } | undefined;
  return {
    type,
    url: siteUrl + head.path,
    siteName: business.name,
    locale: brand.locale,
    image: { ...image, url: absolute(image.url) },
    ...(type === 'article' && posting
      ? {
          article: {
            publishedTime: text(posting.datePublished),
            modifiedTime: text(posting.dateModified),
            section: text(posting.articleSection),
            author: text(author?.name),
          },
        }
      : {}),
  };
}
