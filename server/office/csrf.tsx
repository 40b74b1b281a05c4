import express, { type RequestHandler } from 'express';
import * as v from 'valibot';
import { MAX_BODY_BYTES, requireBodyType } from '../kernel/http/request-guards';
import { readForm, text } from '../kernel/http/schemas';
import { signedIn } from './context';
import { sameToken } from './cookies';
import { renderMessage } from './render';

/** Reads an office form: urlencoded only, within the body limit. */
export const officeFormParser: RequestHandler[] = [
  // The settings screen's capacity grid posts one field per window of the week (about 35).
  express.urlencoded({ extended: false, limit: MAX_BODY_BYTES, parameterLimit: 100 }),
  requireBodyType('application/x-www-form-urlencoded'),
];

/** Every office form sends back the session's (or, signing in, the browser's) CSRF token. */
const CSRF_FORM = v.object({ _csrf: text });

/** Refuses (403) a posted form without the session's CSRF token; after a parser has made `req.body`. */
export const refuseExpiredForm: RequestHandler = (req, res, next) => {
  if (sameToken(readForm(CSRF_FORM, req.body).values._csrf, signedIn(res).csrf)) return next();
  renderMessage(
    res,
    { status: 403, title: 'Form expired', heading: 'This form has expired' },
    <p>
      Nothing was changed. The form was older than your current sign-in, or it was not sent from the office. Go back,
      reload the page and send it again.
    </p>,
  );
};

/** Past the guard: reads the posted form and refuses it (403) unless it carries the session's CSRF token. */
export const officeCsrf: RequestHandler[] = [...officeFormParser, refuseExpiredForm];
