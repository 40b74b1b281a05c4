import type { BookingValues } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { LOOKUP_MIN_DIGITS, type PhoneMatch } from '../../../../views/booking/office/CustomerMatches';
import { phoneKey } from '../../../kernel/contact';
import type { Locale } from '../../../../data/locale';
import type { BookingOfficeTools } from './tools';

/** Customers New Visit lists for the digits typed: the desk picks from a few, or types more digits. */
const MATCHES_SHOWN = 8;
/** Digits with the usual separators, as a phone is typed: "555-0215", "(202) 555 0215". */
const PHONE_TYPED = /^[\d\s().+-]{1,30}$/;

/**
 * The digits to look a customer up by, from what was typed in the phone field; undefined when it is not a phone
 * being typed (letters, too long) or has fewer than 4 digits.
 */
export function lookupDigits(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!PHONE_TYPED.test(trimmed)) return undefined;
  const digits = phoneKey(trimmed);
  return digits.length >= LOOKUP_MIN_DIGITS && digits.length <= 15 ? digits : undefined;
}

/**
 * The customers whose phone holds `digits` (at its end or in its middle), through the office's one search (the
 * customers feature's): only its customers whose own number holds them, as the same digits also start street
 * numbers and references the search finds too.
 */
export async function phoneMatches(
  tools: Pick<BookingOfficeTools, 'customers'>,
  digits: string,
): Promise<PhoneMatch[]> {
  const { customers } = await tools.customers.search(digits);
  return customers
    .filter((customer) => phoneKey(customer.phone).includes(digits))
    .slice(0, MATCHES_SHOWN)
    .map(({ id, name, phone, email }) => ({ id, name, phone, email }));
}

/** What New Visit fills in for a customer, and their name for the page to say whose visit it is. */
export interface CustomerVisit {
  id: string;
  name: string;
  values: Pick<BookingValues, 'name' | 'phone' | 'email' | 'address' | 'zip' | 'service' | 'brand'>;
  /** The customer's language, which New Visit's Language select starts at. */
  language: Locale;
}

/**
 * A customer's details as a new visit's, read from the database by the customer's id (never from the URL): from
 * their latest booking (name, phone, e-mail, street, zip, appliance, brand), or, with none yet, the customer's own
 * contact and their latest lead's appliance. A customer merged into another is that one. Undefined: no such customer.
 */
export async function visitFromCustomer(
  tools: Pick<BookingOfficeTools, 'customers' | 'bookings'>,
  id: string,
): Promise<CustomerVisit | undefined> {
  let found = await tools.customers.store.customer(id);
  if (found && 'mergedInto' in found) found = await tools.customers.store.customer(found.mergedInto);
  if (!found || 'mergedInto' in found) return undefined;
  // Newest first: the visit with the latest window.
  const latest = found.visits[0] && (await tools.bookings.bookingByReference(found.visits[0].reference));
  if (latest)
    return {
      id: found.id,
      name: found.name,
      language: found.language,
      values: {
        name: latest.name,
        phone: latest.phone,
        email: latest.email,
        address: latest.address,
        zip: latest.zip,
        service: findService(latest.service)?.slug ?? '',
        brand: latest.brand,
      },
    };
  const lead = found.leadHistory[0];
  return {
    id: found.id,
    name: found.name,
    language: found.language,
    values: {
      name: found.name,
      phone: found.phone,
      email: found.email,
      address: '',
      zip: '',
      service: (lead && findService(`${lead.service}-repair`)?.slug) ?? '',
      brand: '',
    },
  };
}
