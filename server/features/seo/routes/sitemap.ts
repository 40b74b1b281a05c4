import type { Request, Response } from 'express';
import { sendSeoFile } from '../context';
import { indexablePages } from '../site-pages';
import { sitemapXml } from '../sitemap';

/** GET /sitemap.xml: every indexable page of the page table. */
export function sitemapXmlFile(_req: Request, res: Response): void {
  sendSeoFile(res, 'application/xml', ({ siteUrl, pages }) => sitemapXml(indexablePages(siteUrl, pages), siteUrl));
}
