import express, { type RequestHandler, type Response, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { randomUUID } from 'node:crypto';
import { business } from '../data/business';
import type { LeadStore } from './leads/store';
import { readValues, validateContact, type ContactValues, type FieldErrors } from './leads/validation';
import type { Page, PageRequest } from './page';
import { contactPage } from './pages/info';

export interface ContactRouterOptions {
  store: LeadStore;
  siteUrl: string;
  /** Renders a page through the app's normal document pipeline. */
  sendPage: (res: Response, page: Page) => void;
  /** Submissions one client may send per window (default 10 in 10 minutes). */
  rateLimit?: { limit: number; windowMs?: number };
}

/** Bodies above this are not contact messages; the form's own limits add up to well under it. */
export const CONTACT_BODY_LIMIT = '16kb';

const callUs = `Please call us at ${business.phone.display} for immediate service.`;
export const contactMessages = {
  invalid: 'Please correct the highlighted fields and send again.',
  storeFailed: `Sorry, we could not save your message just now. ${callUs}`,
  tooMany: `You have sent several messages in a short time. Please wait a few minutes before sending another, or call us at ${business.phone.display}.`,
} as const;

export interface ContactFormState {
  status: number;
  values: ContactValues;
  errors: FieldErrors;
  /** A message about the whole form rather than one field. */
  formError?: string;
}

/**
 * The contact form's two ways in. The island posts JSON to /api/contact and shows a toast; without JavaScript
 * the form posts to /contact and gets the confirmation page (303) or the form again with its errors. Either
 * way a lead is on disk before the visitor hears it was received.
 */
export function contactRouter({ store, siteUrl, sendPage, rateLimit: limits }: ContactRouterOptions): Router {
  const router = Router();

  const renderForm = (res: Response, form: ContactFormState) => {
    const request: PageRequest = { params: {}, query: new URLSearchParams(), siteUrl };
    sendPage(res, contactPage(request, form));
  };

  const limiter = rateLimit({
    windowMs: limits?.windowMs ?? 10 * 60 * 1000,
    limit: limits?.limit ?? 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/')) res.status(429).json({ error: contactMessages.tooMany });
      else renderForm(res, { status: 429, values: readValues(req.body), errors: {}, formError: contactMessages.tooMany });
    },
  });

  // The app's error handler answers 415 as JSON under /api/ and as a page elsewhere.
  const requireType =
    (type: string): RequestHandler =>
    (req, _res, next) => {
      if (req.is(type)) next();
      else next(Object.assign(new Error(`expected ${type}`), { status: 415 }));
    };

  router.post(
    '/api/contact',
    express.json({ limit: CONTACT_BODY_LIMIT }),
    requireType('application/json'),
    limiter,
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const result = validateContact(req.body);
      if (result.kind === 'invalid') {
        res.status(400).json({ error: contactMessages.invalid, fieldErrors: result.errors });
        return;
      }
      if (result.kind === 'spam') {
        res.status(201).json({ ok: true, id: randomUUID() });
        return;
      }
      try {
        const stored = await store.appendLead(result.lead);
        res.status(201).json({ ok: true, id: stored.id });
      } catch (error) {
        req.log.error({ err: error }, 'could not store a lead');
        res.status(503).json({ error: contactMessages.storeFailed });
      }
    },
  );

  router.post(
    '/contact',
    express.urlencoded({ extended: false, limit: CONTACT_BODY_LIMIT }),
    requireType('application/x-www-form-urlencoded'),
    limiter,
    async (req, res) => {
      const result = validateContact(req.body);
      if (result.kind === 'invalid') {
        renderForm(res, { status: 400, values: result.values, errors: result.errors, formError: contactMessages.invalid });
        return;
      }
      try {
        if (result.kind === 'valid') await store.appendLead(result.lead);
        res.set('Cache-Control', 'no-store').redirect(303, '/contact?sent=1');
      } catch (error) {
        req.log.error({ err: error }, 'could not store a lead');
        renderForm(res, { status: 503, values: readValues(req.body), errors: {}, formError: contactMessages.storeFailed });
      }
    },
  );

  return router;
}
