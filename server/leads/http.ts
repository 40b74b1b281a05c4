import express, { type Request, type RequestHandler, type Response } from 'express';
import type { SendStatusPage } from '../http/errors';
import { randomUUID } from 'node:crypto';
import { business } from '../../data/business';
import type { LeadStore } from './store';
import { readValues, validateContact } from './validation';
import { MAX_BODY_BYTES, requireBodyType } from '../http/request-guards';
import { limiter, type RequestLimit } from '../limits/rate-limit';
import type { Page, PageRequest } from '../pages/page';
import { contactPage, type ContactFormState } from '../pages/contact';

export interface ContactOptions {
  store: LeadStore;
  siteUrl: string;
  /** Renders a page through the app's normal document pipeline. */
  sendPage: (res: Response, page: Page) => void;
  /** The ready-made page for an error status, no render needed (see server/http/errors.tsx). */
  sendStatusPage?: SendStatusPage;
  /** Whether this client may have a page rendered just for it now (server/cache/render-budget.ts). */
  mayRender?: (req: Request) => boolean;
  /** The messages one client may send, through the form and the API together. */
  rateLimit: RequestLimit;
}

const callUs = `Please call us at ${business.phone.display} for immediate service.`;
export const contactMessages = {
  invalid: 'Please correct the highlighted fields and send again.',
  storeFailed: `Sorry, we could not save your message just now. ${callUs}`,
  tooMany: `You have sent several messages in a short time. Please wait a few minutes before sending another, or call us at ${business.phone.display}.`,
} as const;

/**
 * The contact form's two ways in. The island posts JSON to /api/contact and shows a toast; without JavaScript
 * the form posts to /contact and gets the confirmation page (303) or the form again with its errors. Either
 * way a lead is on disk before the visitor hears it was received.
 */
/** The middleware chains of POST /contact and POST /api/contact, as the route table mounts them. */
export interface ContactHandlers {
  form: RequestHandler[];
  api: RequestHandler[];
}

/**
 * The contact form's two ways in. The island posts JSON to /api/contact and shows a toast; without JavaScript
 * the form posts to /contact and gets the confirmation page (303) or the form again with its errors. Either
 * way a lead is on disk before the visitor hears it was received.
 */
export function contactHandlers(options: ContactOptions): ContactHandlers {
  const { store, siteUrl, sendPage, sendStatusPage, mayRender = () => true, rateLimit: limit } = options;
  const renderForm = (res: Response, form: ContactFormState) => {
    const request: PageRequest = { params: {}, query: new URLSearchParams(), siteUrl };
    sendPage(res, contactPage(request, form));
  };

  const limited = limiter(limit, {
    handler: (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/')) res.status(429).json({ error: contactMessages.tooMany });
      // The form again with what the visitor typed, unless this client is flooding us: then the ready-made page.
      else if (sendStatusPage && !mayRender(req)) sendStatusPage(req, res, 429);
      else
        renderForm(res, { status: 429, values: readValues(req.body), errors: {}, formError: contactMessages.tooMany });
    },
  });

  // The app refuses any body but JSON under /api/ with 415 before this runs (see request-guards.ts).
  const api: RequestHandler = async (req, res) => {
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
  };

  const form: RequestHandler = async (req, res) => {
    const result = validateContact(req.body);
    if (result.kind === 'invalid') {
      renderForm(res, {
        status: 400,
        values: result.values,
        errors: result.errors,
        formError: contactMessages.invalid,
      });
      return;
    }
    try {
      if (result.kind === 'valid') await store.appendLead(result.lead);
      res.set('Cache-Control', 'no-store').redirect(303, '/contact?sent=1');
    } catch (error) {
      req.log.error({ err: error }, 'could not store a lead');
      renderForm(res, {
        status: 503,
        values: readValues(req.body),
        errors: {},
        formError: contactMessages.storeFailed,
      });
    }
  };

  return {
    form: [
      express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
      requireBodyType('application/x-www-form-urlencoded'),
      limited,
      form,
    ],
    api: [express.json({ limit: MAX_BODY_BYTES }), limited, api],
  };
}
