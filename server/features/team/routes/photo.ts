import type { RequestHandler } from 'express';
import type { TeamStore } from '../store';

/** The team's store, handed to the handler by the feature (index.ts) for each request. */
interface TeamLocals {
  team?: TeamStore;
}

export const provideTeam =
  (team: TeamStore): RequestHandler =>
  (_req, res, next) => {
    (res.locals as TeamLocals).team = team;
    next();
  };

/**
 * GET /team/photos/{user id}: a team member's photo, as re-encoded when it was uploaded (a small WebP with no
 * metadata). No-store: a photo changed or removed in the office is gone at once, from every server. An unknown
 * id, or a removed person's, is the site's 404. Cross-origin: the On the Way e-mail shows it, and a mail client
 * that loads images itself (not through a proxy) does so from its own origin, which the site-wide same-origin
 * policy would block.
 */
export const teamPhoto: RequestHandler = async (req, res, next) => {
  try {
    const team = (res.locals as TeamLocals).team!;
    const photo = await team.photo(String(req.params.id ?? ''));
    if (!photo) return next();
    res
      .set({
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .type(photo.contentType)
      .send(photo.bytes);
  } catch (error) {
    next(error);
  }
};
