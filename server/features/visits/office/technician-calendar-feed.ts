import type { RequestHandler } from 'express';
import { officeContext } from '../../../office/context';

/**
 * GET /office/calendar/technician/:secret.ics: one technician's own visits, for their phone's calendar, which
 * cannot sign in; the secret is the key (server/features/visits/technician-feed.ts), anything else a plain 404.
 */
export const technicianCalendarFeed: RequestHandler = (req, res, next) =>
  officeContext(res).technicianFeed(req, res, next);
