import { EMAIL_ADDRESS } from '../../kernel/contact';
import * as v from 'valibot';
import { sourceColumns, type SourceColumns } from '../../../data/sources';
import type { Locale } from '../../../data/locale';
import { messagesFor, type Messages } from '../../../data/messages';
import {
  HONEYPOT_FIELD,
  LIMITS,
  contactServiceChoices,
  type ContactService,
  type ContactValues,
  type FieldErrors,
  type LeadField,
} from '../../../data/contact';
import {
  multiLineText,
  multiLineTextOnly,
  oneLineText,
  oneLineTextOnly,
  readFields,
  readForm,
} from '../../kernel/http/schemas';

export { HONEYPOT_FIELD, LIMITS, type ContactValues, type FieldErrors, type LeadField };

/**
 * The contact form's rules, one schema for POST /contact and its alias POST /api/contact. They mirror the
 * browser's native checks on the form (required fields, type="email", type="tel") and add length limits.
 */

// Digits with the usual separators, an optional leading +, and an optional extension. Before the extension,
// only blank space the digits cannot take ([^\S ]: a tab, a no-break space) comes next, so a run of spaces is
// read one way only (linear time; docs/security-and-reliability.md#the-pattern-rule).
const PHONE = /^\+?[\d ().-]+(?:(?:[^\S ]\s*)?(?:x|ext\.?)\s*\d{1,6})?$/i;

const phoneNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return phone.length <= LIMITS.phone && PHONE.test(phone) && digits >= 7 && digits <= 15;
};

/**
 * The contact form's fields, each refused with the first message that applies (anything but text first), in the
 * language of the page that sent it (the `contact` area of the catalogs).
 */
const contactForm = ({ contact }: Messages) =>
  v.object({
    name: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(contact.nameMissing),
      v.maxLength(LIMITS.name, contact.nameTooLong(LIMITS.name)),
    ),
    email: v.pipe(
      oneLineTextOnly,
      v.nonEmpty(contact.emailMissing),
      v.maxLength(LIMITS.email, contact.emailInvalid),
      v.regex(EMAIL_ADDRESS, contact.emailInvalid),
    ),
    phone: v.pipe(oneLineTextOnly, v.nonEmpty(contact.phoneMissing), v.check(phoneNumber, contact.phoneInvalid)),
    /** One of the form's choices, or '' when the visitor did not pick one. */
    service: v.pipe(
      oneLineTextOnly,
      v.check(
        (service) => service === '' || contactServiceChoices.some((choice) => choice.value === service),
        contact.serviceInvalid,
      ),
      v.transform((service) => service as ContactService | ''),
    ),
    message: v.pipe(multiLineTextOnly, v.maxLength(LIMITS.message, contact.messageTooLong(LIMITS.message))),
  });
const CONTACT_FORM = contactForm(messagesFor('en'));
const CONTACT_FORMS = { en: CONTACT_FORM, es: contactForm(messagesFor('es')) } satisfies Record<
  Locale,
  typeof CONTACT_FORM
>;

/** A visitor's request for a repair, as validated. */
export type Lead = v.InferOutput<typeof CONTACT_FORM> & {
  /** Where the work came from (data/sources.ts): never refused, only kept when valid; absent in code-made leads. */
  sources?: SourceColumns;
  /** The language of the page it was sent from (the Spanish pages' 'es'); absent: English. */
  language?: Locale;
};

/** Each field cleaned, not judged: single-line fields lose line breaks, controls and bidi characters. */
const CONTACT_VALUES = v.object({
  name: oneLineText,
  email: oneLineText,
  phone: oneLineText,
  service: oneLineText,
  message: multiLineText,
} satisfies Record<LeadField, unknown>);

export type Validation =
  | { kind: 'valid'; lead: Lead }
  | { kind: 'invalid'; errors: FieldErrors; values: ContactValues }
  /** The honeypot was filled: answer as if accepted, store nothing. */
  | { kind: 'spam' };

/**
 * The submitted values, cleaned up but not judged (the message keeps its line breaks): what the form shows again
 * if something is wrong.
 */
export function readValues(body: unknown): ContactValues {
  return readFields(CONTACT_VALUES, body);
}

/** `language`: the page's, which the form does not carry (a visitor's field could claim any). */
export function validateContact(body: unknown, { language = 'en' }: { language?: Locale } = {}): Validation {
  const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : '';
  if (honeypot !== undefined && honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== ''))
    return { kind: 'spam' };
  const form = readForm(CONTACT_FORMS[language], body);
  if (!form.ok) return { kind: 'invalid', errors: form.errors, values: readValues(body) };
  const from = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { kind: 'valid', lead: { ...form.values, sources: sourceColumns(from), language } };
}
