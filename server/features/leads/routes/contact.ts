import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { business } from '../../../../data/business';
import { localePath, type Locale } from '../../../../data/locale';
import { messagesFor } from '../../../../data/messages';
import { wantsJson } from '../../../kernel/http/negotiate';
import { contactPage, type ContactFormState } from '../contact-page';
import type { PageRequest } from '../../../kernel/pages/page';
import { leadsContext } from '../context';
import type { LeadStore } from '../store';
import { sourceValues } from '../../../../data/sources';
import { readValues, validateContact, type ContactValues, type FieldErrors } from '../validation';

/** The answers about the whole form, in a language (the `contact` area of the catalogs). */
export function contactMessagesIn(locale: Locale) {
  const { contact } = messagesFor(locale);
  return {
    invalid: contact.invalid,
    storeFailed: contact.storeFailed(business.phone.display),
    tooMany: contact.tooMany(business.phone.display),
  };
}
export const contactMessages = contactMessagesIn('en');

/** The language a post is answered in: the form on /es/contact posts to /es/contact. */
export const contactLocaleOf = (req: Request): Locale => (req.path === localePath('es', '/contact') ? 'es' : 'en');

/** What one submission came to, decided once whichever way it is answered. */
type ContactResult =
  | { kind: 'invalid'; values: ContactValues; errors: FieldErrors }
  /** Stored (or a bot's, quietly dropped by the honeypot: it hears the same as a person). */
  | { kind: 'received'; id: string }
  | { kind: 'storeFailed' };

/** Validate → apply: a lead is on disk before the visitor hears it was received. */
async function submitContact(req: Request, store: LeadStore): Promise<ContactResult> {
  const result = validateContact(req.body, { language: contactLocaleOf(req) });
  if (result.kind === 'invalid') return { kind: 'invalid', values: result.values, errors: result.errors };
  if (result.kind === 'spam') return { kind: 'received', id: randomUUID() };
  try {
    const stored = await store.appendLead(result.lead);
    return { kind: 'received', id: stored.id };
  } catch (error) {
    req.log.error({ err: error }, 'could not store a lead');
    return { kind: 'storeFailed' };
  }
}

/** The contact page again, with what the visitor typed and why it was not taken. */
export function renderContactForm(res: Response, form: ContactFormState, locale: Locale = 'en'): void {
  const { siteUrl, sendPage } = leadsContext(res);
  const request: PageRequest = { params: {}, query: new URLSearchParams(), siteUrl, locale };
  const page = contactPage(request, form);
  // The page's own path in its language, as its route would give it.
  sendPage(res, { ...page, head: { ...page.head, path: localePath(locale, page.head.path) } });
}

/**
 * POST /contact and POST /api/contact: one flow, two renderings. Without JavaScript the form gets the
 * confirmation page (303 to /contact?sent=1) or the form again with its errors; the island gets JSON
 * (201 with the lead's id, 400 with the field errors, 503) and shows a toast.
 */
export async function sendContactMessage(req: Request, res: Response): Promise<void> {
  const result = await submitContact(req, leadsContext(res).store);
  const locale = contactLocaleOf(req);
  const contactMessages = contactMessagesIn(locale);
  if (wantsJson(req)) {
    res.set('Cache-Control', 'no-store');
    if (result.kind === 'invalid') res.status(400).json({ error: contactMessages.invalid, fieldErrors: result.errors });
    else if (result.kind === 'received') res.status(201).json({ ok: true, id: result.id });
    else res.status(503).json({ error: contactMessages.storeFailed });
    return;
  }
  if (result.kind === 'invalid')
    renderContactForm(
      res,
      {
        status: 400,
        values: result.values,
        errors: result.errors,
        formError: contactMessages.invalid,
        source: sourceValues(req.body),
      },
      locale,
    );
  else if (result.kind === 'received')
    res.set('Cache-Control', 'no-store').redirect(303, localePath(locale, '/contact?sent=1'));
  else
    renderContactForm(
      res,
      {
        status: 503,
        values: readValues(req.body),
        errors: {},
        formError: contactMessages.storeFailed,
        source: sourceValues(req.body),
      },
      locale,
    );
}

/** The shared contact limit's answer once a client has sent too many (server/kernel/limits/rate-limit.ts). */
export function contactTooMany(req: Request, res: Response): void {
  res.set('Cache-Control', 'no-store');
  const { sendStatusPage, mayRender } = leadsContext(res);
  const locale = contactLocaleOf(req);
  const contactMessages = contactMessagesIn(locale);
  if (wantsJson(req)) res.status(429).json({ error: contactMessages.tooMany });
  // The form again with what the visitor typed, unless this client is flooding us: then the ready-made page.
  else if (sendStatusPage && !mayRender(req)) sendStatusPage(req, res, 429);
  else
    renderContactForm(
      res,
      {
        status: 429,
        values: readValues(req.body),
        errors: {},
        formError: contactMessages.tooMany,
        source: sourceValues(req.body),
      },
      locale,
    );
}
