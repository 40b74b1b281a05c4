import type { RequestHandler } from 'express';
import { renderNotFound } from '../render';

/** Any other office path, GET or POST: the office's own 404, only ever reached past the guard. */
export const officeNotFound: RequestHandler = (_req, res) => renderNotFound(res);
