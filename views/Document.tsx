import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { brand } from '../data/brand';
import type { Locale } from '../data/locale';
import { safeJson } from './safeJson';

/** What link previews (Open Graph, Twitter cards) say about a page, with every URL absolute. */
export interface SocialMeta {
  type: 'website' | 'article';
  url: string;
  siteName: string;
  locale: string;
  image: { url: string; width: number; height: number; alt: string };
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; author?: string };
}

export interface DocumentProps {
  title: string;
  description: string;
  /** Absent on error pages: a noindex answer has no canonical address, and leaving it out keeps it one page for every path. */
  canonicalUrl?: string;
  noindex?: boolean;
  jsonLd?: WithContext<Thing>[];
  /** Open Graph and Twitter card facts; pages without them (tests) get no preview tags. */
  social?: SocialMeta;
  assets: { js: string; css: string };
  /**
   * The stylesheet's text, carried in the page instead of linked, so no request stands before the first paint; the
   * CSP lets it apply by its hash (decision 0053). Without it the page links `assets.css`.
   */
  inlineStyle?: string;
  /**
   * The page in each language, absolute (issue 41 item 1): written as `<link rel="alternate" hreflang>`, English
   * also as `x-default`, the page for a reader of neither language. Only pages published in both have them.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** The page's language, its `<html lang>`; English unless the page is one of the Spanish ones. */
  lang?: Locale;
  /** The id the first paint waits for (PageHead's `firstScreenEnd`). */
  firstScreenEnd?: string;
  children: ReactNode;
}

/** Open Graph and Twitter card tags, so a shared link shows the page's title, text and picture. */
function SocialTags({ title, description, social }: { title: string; description: string; social: SocialMeta }) {
  const { article, image } = social;
  return (
    <>
      <meta property="og:type" content={social.type} />
      <meta property="og:site_name" content={social.siteName} />
      <meta property="og:locale" content={social.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={social.url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {article?.publishedTime && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && <meta property="article:modified_time" content={article.modifiedTime} />}
      {article?.section && <meta property="article:section" content={article.section} />}
      {article?.author && <meta property="article:author" content={article.author} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}

/** The HTML shell every page shares: head tags, the stylesheet (inline or linked) and the deferred module script. */
export function Document({
  title,
  description,
  canonicalUrl,
  noindex,
  jsonLd = [],
  social,
  assets,
  inlineStyle,
  alternates,
  lang = 'en',
  firstScreenEnd,
  children,
}: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && <meta name="robots" content="noindex" />}
        {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
        {alternates?.en && alternates.es && (
          <>
            <link rel="alternate" hrefLang="en" href={alternates.en} />
            <link rel="alternate" hrefLang="es" href={alternates.es} />
            <link rel="alternate" hrefLang="x-default" href={alternates.en} />
          </>
        )}
        {social && <SocialTags title={title} description={description} social={social} />}
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="icon" href={brand.favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={brand.appleTouchIcon.src} />
        <link rel="manifest" href={brand.manifest} />
        <link rel="alternate" type="application/atom+xml" title={brand.feed.title} href={brand.feed.path} />
        {firstScreenEnd && <link rel="expect" href={`#${firstScreenEnd}`} blocking="render" />}
        {inlineStyle === undefined ? (
          <link rel="stylesheet" href={assets.css} />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: inlineStyle }} />
        )}
        <script type="module" src={assets.js} />
        {jsonLd.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(block) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
