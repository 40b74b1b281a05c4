import type { RequestHandler } from 'express';
import { httpError } from '../../kernel/http/request-guards';
import { textsContext } from './context';
import { validTwilioSignature, type WebhookParams } from '../../kernel/texts/signature';

/**
 * The check of the provider's webhooks, in place of the same-site check every form of the site has: the provider
 * posts from its own servers, so no Origin or Sec-Fetch-Site says "our site", but it signs each request with
 * the account's auth token (X-Twilio-Signature). The URL signed is SITE_URL followed by the path and query this
 * request came with: the public URL set in the provider's console, whatever Host a proxy in front passes on.
 * Missing or wrong: 403, before anything is read or recorded. Texts off: 404.
 */
export const providerSignature: RequestHandler = (req, res, next) => {
  const { sms, siteUrl } = textsContext(res);
  if (!sms) return next(httpError(404, 'texts are off'));
  const url = `${siteUrl}${req.originalUrl}`;
  const params = (req.body ?? {}) as WebhookParams;
  if (!validTwilioSignature(sms.authToken, req.get('X-Twilio-Signature'), url, params)) {
    res.status(403).type('text/plain').send('The X-Twilio-Signature header is missing or does not sign this request.');
    return;
  }
  next();
};
