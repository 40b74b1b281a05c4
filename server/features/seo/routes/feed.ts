import type { Request, Response } from 'express';
import { sendSeoFile } from '../context';
import { blogAtomFeed } from '../feed';

/** GET /blog/feed.xml (brand.feed.path): the blog's Atom feed. */
export function blogFeedFile(_req: Request, res: Response): void {
  sendSeoFile(res, 'application/atom+xml', ({ siteUrl }) => blogAtomFeed(siteUrl));
}
