/**
 * How the business reads a customer's contact details wherever they are typed or matched (the contact form, a
 * booking, an office account, a text's number): one definition each, below every feature.
 */

import type { Locale } from '../../data/locale';

/** The WHATWG definition browsers use for <input type="email">; no spaces, commas or line breaks get through. */
export const EMAIL_ADDRESS =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The digits of a phone number without a leading US country code: "(202) 555-0123" and "+1 202 555 0123" match. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const emailKey = (email: string) => email.toLowerCase();

/**
 * A lead or a booking as the customers are matched and searched by it: the fields both have, and a booking's own.
 * The customers feature computes its keys and terms (features/customers/keys.ts); the full import rebuilds them.
 */
export interface ContactRecord {
  kind: 'lead' | 'booking';
  id: string;
  /** When the record was made (a lead's received_at, a booking's created_at), ISO in UTC. */
  at: string;
  name: string;
  phone: string;
  email: string;
  /** A booking's street address and zip; a lead has none. */
  address?: string;
  zip?: string;
  reference?: string;
  /** What the customer said was wrong: a booking's problem and brand, a lead's message; found by its words. */
  problem?: string;
  brand?: string;
  message?: string;
  /** What it was made in: the customer's language becomes their newest record's. Absent: English. */
  language?: Locale;
}
