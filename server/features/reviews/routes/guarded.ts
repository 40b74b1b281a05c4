import type { Request, RequestHandler, Response } from 'express';
import { privately, refuse, reviewMessages } from '../pages';

/** Every review handler: private answers, and the database gone a 503 with the phone number, never a 500. */
export const guarded =
  (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    privately(res);
    try {
      await handle(req, res);
    } catch (error) {
      req.log.error({ err: error }, 'review request failed');
      if (!res.headersSent) refuse(req, res, 503, reviewMessages.unavailable);
    }
  };

/** The link's token from the path, as typed. */
export const tokenOf = (req: Request): string => String((req.params as Record<string, unknown>).token ?? '');
