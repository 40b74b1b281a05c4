import { BOOKING_LIMITS, type BookingFieldErrors, type BookingValues } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { NewVisitPage } from '../../../../views/booking/office/NewVisitPage';
import type { OfficeDayChoice } from '../../../../views/booking/office/OfficeWindowPicker';
import type { PhoneMatch } from '../../../../views/booking/office/CustomerMatches';
import { officePickerDays } from './booking-words';
import * as v from 'valibot';
import { defaultLocale, locales, type Locale } from '../../../../data/locale';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';
import type { LeadDetail } from '../../leads';
import type { BookingOfficeTools } from './tools';

/** Days the window picker offers, from today, as a move's picker does. */
const PICKER_DAYS = 28;

export const emptyVisit = (): BookingValues => ({
  zip: '',
  service: '',
  windowStart: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  unit: '',
  town: '',
  brand: '',
  model: '',
  problem: '',
  coupon: '',
  textConsent: '',
  heardFrom: '',
  heardFromOther: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
});

/**
 * A lead's contact details as a new visit's: its appliance ("washer") is the booking's service ("washer-repair"),
 * and what they wrote is what is happening (cut to the field's limit, so the form can be sent as it is shown).
 */
export function visitFromLead(lead: LeadDetail): BookingValues {
  const service = findService(`${lead.service}-repair`)?.slug ?? '';
  const problem = lead.message.slice(0, BOOKING_LIMITS.problem);
  return { ...emptyVisit(), name: lead.name, phone: lead.phone, email: lead.email, service, problem };
}

/** The windows of the next 4 weeks as the office's picker shows them; none when the range cannot be read. */
export async function pickerDays(tools: Pick<BookingOfficeTools, 'bookings'>): Promise<OfficeDayChoice[]> {
  return officePickerDays(await tools.bookings.windowsForOffice(PICKER_DAYS));
}

export interface NewVisitShown {
  status: number;
  values: BookingValues;
  errors: BookingFieldErrors;
  formError?: string;
  force: boolean;
  /** The lead it is booked from: the form names it, and says whose it is. */
  lead?: Pick<LeadDetail, 'id' | 'name'> | undefined;
  /** The customer whose details were filled in (Book Again, Use this customer): the form links to them. */
  customer?: { id: string; name: string } | undefined;
  /** The customers the lookup step found by the phone's digits; absent before a lookup. */
  matches?: PhoneMatch[] | undefined;
  /** The Language select's choice: as sent, the lead's or the customer's; English when absent. */
  language?: Locale | undefined;
}

/**
 * New Visit's Language select: English when the form has none (a form from before it), refused when it names a
 * language the customer's path does not speak.
 */
export const officeLanguage = v.optional(v.picklist(locales, 'Please choose English or Español.'), defaultLocale);

/**
 * The New Visit form: empty, from a lead or a customer, with a lookup's matches, or refused with everything typed
 * and the messages by the fields.
 */
export async function newVisitPage(
  request: OfficeRequest,
  tools: Pick<BookingOfficeTools, 'bookings'>,
  shown: NewVisitShown,
): Promise<OfficeAnswer> {
  return {
    page: {
      title: 'New visit',
      status: shown.status,
      body: (
        <NewVisitPage
          values={shown.values}
          errors={shown.errors}
          formError={shown.formError}
          days={await pickerDays(tools)}
          force={shown.force}
          lead={shown.lead ? { id: shown.lead.id, name: shown.lead.name } : undefined}
          customer={shown.customer}
          matches={shown.matches ?? null}
          language={shown.language ?? defaultLocale}
          csrf={request.csrf}
        />
      ),
    },
  };
}
