import type { Request, RequestHandler, Response } from 'express';
import type { SendStatusPage } from '../../kernel/http/errors';
import type { Page } from '../../kernel/pages/page';
import type { LeadStore } from './store';

/**
 * What the contact handlers need of their app: made once by the feature (index.ts) and handed to each request
 * by the first handler of its routes, so the handlers are plain exported functions (the office's pattern,
 * server/office/context.ts).
 */
export interface LeadsContext {
  store: LeadStore;
  siteUrl: string;
  /** Renders a page through the app's normal document pipeline. */
  sendPage: (res: Response, page: Page) => void;
  /** The ready-made page for an error status, no render needed (see server/kernel/http/errors.tsx). */
  sendStatusPage?: SendStatusPage;
  /** Whether this client may have a page rendered just for it now (server/kernel/cache/render-budget.ts). */
  mayRender: (req: Request) => boolean;
}

interface LeadsLocals {
  leadsContext?: LeadsContext;
}

/** Every contact route's first handler: hands the request the leads feature's context. */
export function provideLeads(context: LeadsContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as LeadsLocals).leadsContext = context;
    next();
  };
}

/** The leads context for this request; a handler mounted without provideLeads before it is a bug. */
export function leadsContext(res: Response): LeadsContext {
  const context = (res.locals as LeadsLocals).leadsContext;
  if (!context) throw new Error('a contact handler ran without provideLeads before it');
  return context;
}
