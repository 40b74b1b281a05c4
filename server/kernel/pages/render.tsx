import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// Every catalog, Spanish pages' words included (data/messages/screens.ts), before any page is drawn.
import '../../../data/messages';
import { localePath, otherLocale } from '../../../data/locale';
import { currentNavHref } from '../../../data/site/navigation';
import { hasIsland } from '../../../views/components/Island';
import { LocaleProvider } from '../../../views/components/locale';
import { Document, type DocumentProps } from '../../../views/Document';
import { Layout } from '../../../views/layout/Layout';
import type { Assets, InlineStyles } from '../http/assets';
import { pickSheet } from './page-style';
import type { Page } from './page';
import { socialMetaFor } from './social-meta';
import { breadcrumbJsonLd } from './structured-data';

export interface RenderContext {
  siteUrl: string;
  assets: Assets;
  /** The copyright year in the footer. */
  year: number;
}

/**
 * A complete HTML document around `body`, for the site's pages and the office's. Rendered in one piece (React puts
 * the preloads of the body's images into the head), then the client's module is taken out again unless the page
 * holds an island: a page with nothing to hydrate loads no script at all.
 */
export function renderDocumentHtml(props: Omit<DocumentProps, 'children'>, body: ReactNode): string {
  const html = `<!DOCTYPE html>${renderToString(<Document {...props}>{body}</Document>)}`;
  if (hasIsland(html)) return html;
  return html.replace(renderToString(<script type="module" src={props.assets.js} />), '');
}

/**
 * Which sheet a page carries is known only once its HTML is: the document is rendered with a stand-in for the
 * sheet's text, which no page can spell (React writes `<` in text and attributes as `&lt;`), then given the sheet.
 */
const STYLE_STAND_IN = '</style-to-come>';

function withPageStyle(props: Omit<DocumentProps, 'children'>, body: ReactNode, styles: InlineStyles): string {
  const html = renderDocumentHtml({ ...props, inlineStyle: STYLE_STAND_IN }, body);
  const sheet = pickSheet(html, styles.sheets, styles.all);
  return html.replace(STYLE_STAND_IN, () => sheet.text);
}

/** Turns a page into a complete HTML document. */
export function renderDocument(page: Page, context: RenderContext): string {
  const { head } = page;
  const locale = page.locale ?? 'en';
  const isError = Boolean(page.status && page.status >= 400);
  const currentNav = isError ? undefined : currentNavHref(head.path, locale);
  const jsonLd = head.jsonLd ?? [];
  // Only a page that shows its trail (views/components/Breadcrumbs.tsx) names one: the markup says what is seen.
  const crumbs = isError ? [] : (head.breadcrumbs ?? []);
  const { languages } = head;
  // Search engines are told of the other language only where both are pages they may list.
  const alternates =
    !isError && !head.noindex && languages?.en && languages.es
      ? { en: context.siteUrl + languages.en, es: context.siteUrl + languages.es }
      : undefined;
  // The same page in the other language where it has one, else that language's home page (issue 41 item 2).
  const other = otherLocale(locale);
  const twin = isError ? undefined : languages?.[other];
  const switchTo = {
    locale: other,
    href: twin ? (page.switchQuery ? `${twin}?${page.switchQuery}` : twin) : localePath(other, '/'),
  };
  const props: Omit<DocumentProps, 'children'> = {
    title: head.title,
    description: head.description,
    // An error page names no address of its own (no canonical, no og:url), so it is the same HTML for every
    // path that gets it and is rendered once (see server/kernel/cache/not-found.ts).
    ...(isError
      ? {}
      : { canonicalUrl: context.siteUrl + head.path, social: socialMetaFor(head, context.siteUrl, locale) }),
    ...(alternates ? { alternates } : {}),
    noindex: head.noindex || isError,
    jsonLd: crumbs.length > 1 ? [...jsonLd, breadcrumbJsonLd(crumbs, context.siteUrl)] : jsonLd,
    assets: context.assets,
    lang: locale,
    ...(head.firstScreenEnd ? { firstScreenEnd: head.firstScreenEnd } : {}),
  };
  const body = (
    <LocaleProvider locale={locale}>
      <Layout currentNav={currentNav} year={context.year} bookLinks={page.bookLinks !== false} switchTo={switchTo}>
        {page.body}
      </Layout>
    </LocaleProvider>
  );
  // The public pages carry their kind's stylesheet (decisions 0053, 0061); the office's screens link the whole one.
  const styles = context.assets.inlineCss;
  return styles ? withPageStyle(props, body, styles) : renderDocumentHtml(props, body);
}

/**
 * One formatter per zone: making one loads the zone's rules, and the page cache's start bisects for the year's end
 * with about 35 calls (a fifth of making an app, which the suites do thousands of times).
 */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The year in the business's own time zone, so the footer turns over at midnight in DC. */
export function businessYear(now = new Date(), timeZone = 'America/New_York'): number {
  let format = yearFormats.get(timeZone);
  if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone })));
  return Number(format.format(now));
}
