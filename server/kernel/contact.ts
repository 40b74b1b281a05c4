/**
 * How the business reads a customer's contact details wherever they are typed or matched (the contact form, a
 * booking, an office account, a text's number): one definition each, below every feature.
 */

/** The WHATWG definition browsers use for <input type="email">; no spaces, commas or line breaks get through. */
export const EMAIL_ADDRESS =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The digits of a phone number without a leading US country code: "(202) 555-0123" and "+1 202 555 0123" match. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const emailKey = (email: string) => email.toLowerCase();
