import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LIMITS,
  contactServiceChoices,
  type ContactService,
  type ContactValues,
  type FieldErrors,
  type LeadField,
} from '../../data/contact';
import { multiLine, oneLine } from '../../data/text';

export { HONEYPOT_FIELD, LIMITS, type ContactValues, type FieldErrors, type LeadField };

/**
 * The contact form's rules, shared by POST /api/contact and the no-JavaScript POST /contact. They mirror the
 * browser's native checks on the form (required fields, type="email", type="tel") and add length limits.
 */

/** A visitor's request for a repair, as validated. */
export interface Lead {
  name: string;
  email: string;
  phone: string;
  /** One of the form's choices, or '' when the visitor did not pick one. */
  service: ContactService | '';
  message: string;
}

/** The WHATWG definition browsers use for <input type="email">; no spaces, commas or line breaks get through. */
export const EMAIL_ADDRESS =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
// Digits with the usual separators, an optional leading +, and an optional extension. Before the extension,
// only blank space the digits cannot take ([^\S ]: a tab, a no-break space) comes next, so a run of spaces is
// read one way only (linear time; docs/security-and-reliability.md#the-pattern-rule).
const PHONE = /^\+?[\d ().-]+(?:(?:[^\S ]\s*)?(?:x|ext\.?)\s*\d{1,6})?$/i;

export type Validation =
  | { kind: 'valid'; lead: Lead }
  | { kind: 'invalid'; errors: FieldErrors; values: ContactValues }
  /** The honeypot was filled: answer as if accepted, store nothing. */
  | { kind: 'spam' };

/**
 * The submitted values, cleaned up but not judged (single-line fields lose line breaks, controls and bidi
 * characters; the message keeps its line breaks): what the form shows again if something is wrong.
 */
export function readValues(body: unknown): ContactValues {
  const input = asRecord(body);
  const field = (name: LeadField) => (typeof input[name] === 'string' ? (input[name] as string) : '');
  return {
    name: oneLine(field('name')),
    email: oneLine(field('email')),
    phone: oneLine(field('phone')),
    service: oneLine(field('service')),
    message: multiLine(field('message')),
  };
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function validateContact(body: unknown): Validation {
  const input = asRecord(body);
  const honeypot = input[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== ''))
    return { kind: 'spam' };

  const errors: FieldErrors = {};
  for (const name of CONTACT_FIELDS) {
    const value = input[name];
    if (value !== undefined && value !== null && typeof value !== 'string') errors[name] = 'Please enter text here.';
  }
  const values = readValues(input);

  if (!errors.name) {
    if (values.name === '') errors.name = 'Please enter your name.';
    else if (values.name.length > LIMITS.name)
      errors.name = `Please keep your name to ${LIMITS.name} characters or fewer.`;
  }
  if (!errors.email) {
    if (values.email === '') errors.email = 'Please enter your email address.';
    else if (values.email.length > LIMITS.email || !EMAIL_ADDRESS.test(values.email)) {
      errors.email = 'Please enter a valid email address, like name@example.com.';
    }
  }
  if (!errors.phone) {
    const digits = values.phone.replace(/\D/g, '').length;
    if (values.phone === '') errors.phone = 'Please enter your phone number.';
    else if (values.phone.length > LIMITS.phone || !PHONE.test(values.phone) || digits < 7 || digits > 15) {
      errors.phone = 'Please enter a valid phone number, like (202) 555-0123.';
    }
  }
  if (
    !errors.service &&
    values.service !== '' &&
    !contactServiceChoices.some((choice) => choice.value === values.service)
  ) {
    errors.service = 'Please choose an appliance from the list.';
  }
  if (!errors.message && values.message.length > LIMITS.message) {
    errors.message = `Please keep your message to ${LIMITS.message} characters or fewer, or call us with the details.`;
  }

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values };
  return { kind: 'valid', lead: { ...values, service: values.service as ContactService | '' } };
}
