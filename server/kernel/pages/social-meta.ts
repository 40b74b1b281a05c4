import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import type { Locale } from '../../../data/locale';
import type { PageHead } from './page';
import type { SocialMeta } from '../../../views/Document';
import { jsonLdType } from './structured-data';
import { absoluteUrl } from './urls';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Defaults that need no help from the page builders: an article is a page carrying a BlogPosting block,
 * and its dates, section and author come from that block, so previews and structured data never disagree.
 */
/** Open Graph's locale of a page in each language: a Spanish page is es_US (issue 41 item 1). */
const ogLocale: Record<Locale, string> = { en: brand.locale, es: 'es_US' };

export function socialMetaFor(head: PageHead, siteUrl: string, locale: Locale = 'en'): SocialMeta {
  const posting = head.jsonLd?.find((block) => jsonLdType(block) === 'BlogPosting') as
    Record<string, unknown> | undefined;
  const type = head.ogType ?? (posting ? 'article' : 'website');
  const image = head.image ?? brand.shareImage;
  const author = posting?.author as { name?: unknown } | undefined;
  return {
    type,
    url: siteUrl + head.path,
    siteName: business.name,
    locale: ogLocale[locale],
    image: { ...image, url: absoluteUrl(image.url, siteUrl) },
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
