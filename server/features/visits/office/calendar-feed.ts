import type { RequestHandler } from 'express';
import { officeContext } from '../../../office/context';

/**
 * GET /office/calendar/:secret.ics: the visits as a calendar a phone subscribes to. Its secret URL is its only
 * key (a phone calendar cannot sign in), so it is the one office answer without the guard; booking answers it
 * (server/features/visits/feed.ts), a wrong secret with a 404.
 */
export const officeCalendarFeed: RequestHandler = (req, res, next) => officeContext(res).calendarFeed(req, res, next);
