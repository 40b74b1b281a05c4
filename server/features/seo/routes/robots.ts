import type { Request, Response } from 'express';
import { sendSeoFile } from '../context';
import { robotsTxt } from '../sitemap';

/** GET /robots.txt: what crawlers may read, and where the sitemap is. */
export function robotsTxtFile(_req: Request, res: Response): void {
  sendSeoFile(res, 'text/plain', ({ siteUrl }) => robotsTxt(siteUrl));
}
