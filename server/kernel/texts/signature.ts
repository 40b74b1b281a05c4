import { createHmac, timingSafeEqual } from 'node:crypto';

/** The POST parameters as a form parser gives them: a name sent twice has its values in an array. */
export type WebhookParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's request signature (X-Twilio-Signature), as twilio-node's webhooks.ts computes it: HMAC-SHA1 keyed with
 * the auth token over the full URL the provider called (scheme, host, path and query) followed by every POST
 * parameter sorted by name, each as name then value with nothing between; a name sent several times contributes
 * each distinct value, sorted. The digest is base64.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? [...new Set(value)].sort() : [value];
    for (const one of values) data += name + one;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/**
 * The URL as Twilio may have signed it: as configured, and with the scheme's port written out. Twilio's own
 * validator accepts either, since the provider's signing has not always agreed with itself on this.
 */
function signedUrls(url: string): string[] {
  const parsed = new URL(url);
  if (parsed.port !== '') return [url];
  const port = parsed.protocol === 'https:' ? '443' : '80';
  return [url, `${parsed.protocol}//${parsed.host}:${port}${parsed.pathname}${parsed.search}`];
}

/** Whether the header is the signature of this request, compared in constant time. */
export function validTwilioSignature(
  authToken: string,
  header: string | undefined,
  url: string,
  params: WebhookParams,
): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  return signedUrls(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    // The length of a SHA-1 digest in base64 is public; only equal lengths are compared, in constant time.
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
