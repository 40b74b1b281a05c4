import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { safeJson } from './safeJson';

export interface DocumentProps {
  title: string;
  description: string;
  canonicalUrl: string;
  noindex?: boolean;
  jsonLd?: WithContext<Thing>[];
  assets: { js: string; css: string };
  children: ReactNode;
}

/** The HTML shell every page shares: head tags, the stylesheet and the deferred module script. */
export function Document({ title, description, canonicalUrl, noindex, jsonLd = [], assets, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={canonicalUrl} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.js} />
        {jsonLd.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(block) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
