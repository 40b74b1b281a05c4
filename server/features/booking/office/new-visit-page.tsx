import type { BookingFieldErrors, BookingValues } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { NewVisitPage } from '../../../../views/booking/office/NewVisitPage';
import type { OfficeDayChoice } from '../../../../views/booking/office/OfficeWindowPicker';
import { officePickerDays } from './booking-words';
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
});

/** A lead's contact details as a new visit's: its appliance ("washer") is the booking's service ("washer-repair"). */
export function visitFromLead(lead: LeadDetail): BookingValues {
  const service = findService(`${lead.service}-repair`)?.slug ?? '';
  return { ...emptyVisit(), name: lead.name, phone: lead.phone, email: lead.email, service };
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
}

/** The New Visit form: empty, from a lead, or refused with everything typed and the messages by the fields. */
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
          csrf={request.csrf}
        />
      ),
    },
  };
}
