import type { RequestHandler } from 'express';
import type { AppDatabase } from '../../kernel/db/database';
import type { Dispatch } from './dispatch';
import { calendarFeed } from './feed';

/**
 * GET /office/calendar/technician/{secret}.ics: one technician's upcoming visits for their phone's calendar,
 * like the office's feed (feed.ts) but keyed by that person's own secret, so it lists only their visits. Any
 * other secret is a plain 404; both answers are private. Its events link each visit's own page, which the
 * technician can open (the office's booking page is the desk's).
 */
export function technicianFeedHandler({
  database,
  dispatch,
  siteUrl,
  now = () => new Date(),
}: {
  database: AppDatabase;
  dispatch: Dispatch;
  siteUrl: string;
  now?: () => Date;
}): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    const param = (req.params as Record<string, string | undefined>).secret ?? '';
    const owner = await dispatch.feedOwner(param.endsWith('.ics') ? param.slice(0, -'.ics'.length) : param);
    if (!owner) {
      res.status(404).type('text').send('Not found');
      return;
    }
    await database.ready();
    const at = now().getTime();
    // A visit whose window has not ended, up to a year ahead: what a phone calendar keeps.
    const visits = (await dispatch.visitsOf(owner, at - 12 * 3_600_000, at + 366 * 86_400_000)).filter(
      (visit) => Date.parse(visit.windowEnd) > at,
    );
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .send(calendarFeed(visits, siteUrl, 'visit'));
  };
}
