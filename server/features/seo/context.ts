import type { RequestHandler, Response } from 'express';
import { PAGE_CACHE_CONTROL } from '../../kernel/cache/cache-control';
import type { PageRoute } from '../../kernel/pages/page';

/** What the SEO files are built from: the site's address and its page table, fixed for the life of the app. */
export interface SeoContext {
  siteUrl: string;
  pages: PageRoute[];
  /** Each file as made on its first request: pages and posts do not change while the process runs. */
  made: Map<string, string>;
}

interface SeoLocals {
  seoContext?: SeoContext;
}

/** Every SEO route's first handler: hands the request the app's SEO context (the pattern of server/office/context.ts). */
export function provideSeo(siteUrl: string, pages: PageRoute[]): RequestHandler {
  const context: SeoContext = { siteUrl, pages, made: new Map() };
  return (_req, res, next) => {
    (res.locals as SeoLocals).seoContext = context;
    next();
  };
}

/** The SEO context for this request; a handler mounted without provideSeo before it is a bug. */
export function seoContext(res: Response): SeoContext {
  const context = (res.locals as SeoLocals).seoContext;
  if (!context) throw new Error('an SEO handler ran without provideSeo before it');
  return context;
}

/** Answers with one of the files, made once per app from its context and cached like a page. */
export function sendSeoFile(res: Response, type: string, make: (context: SeoContext) => string): void {
  const context = seoContext(res);
  let body = context.made.get(type);
  if (body === undefined) {
    body = make(context);
    context.made.set(type, body);
  }
  res.set('Cache-Control', PAGE_CACHE_CONTROL).type(type).send(body);
}
