import { BOOKING_LIMITS, type BookingField, type BookingFieldErrors, type BookingValues } from '../../../data/booking';
import { services } from '../../../data/site/services';
import PhoneLookup from '../../../client/islands/phone-lookup';
import { Field } from '../../components/forms/Field';
import { Island } from '../../components/Island';
import { customerHref } from '../../customers/CustomersPage';
import { HeardFrom } from '../../components/forms/HeardFrom';
import { AddressFields } from '../AddressFields';
import { line } from '../../office/format';
import { localeName, locales, type Locale } from '../../../data/locale';
import type { PhoneMatch } from './CustomerMatches';
import { OfficeWindowPicker, type OfficeDayChoice } from './OfficeWindowPicker';

export interface NewVisitPageProps {
  /** What was typed (empty, pre-filled from a lead, or as a refused form sent it). */
  values: BookingValues;
  errors: BookingFieldErrors;
  /** Why the whole form was refused, at the top. */
  formError?: string | undefined;
  /** The window picker's days: the next 4 weeks, full windows and closed days included. */
  days: OfficeDayChoice[];
  /** "Book over capacity on purpose" as it was ticked. */
  force: boolean;
  /** The lead this visit is booked from, when it came from a lead's page. */
  lead?: { id: string; name: string } | undefined;
  /** The customer whose details were filled in (Book Again, or Use this customer). */
  customer?: { id: string; name: string } | undefined;
  /** The customers a lookup found by the phone's digits; null before one. */
  matches: PhoneMatch[] | null;
  /** The Language select's choice: what the customer's e-mails and texts are written in. */
  language: Locale;
  csrf: string;
}

const id = (field: BookingField) => `visit-${field}`;

/** The fields after the window, as the public flow's details step asks them. */
const TEXT_FIELDS: { field: BookingField; label: string; type: string; autoComplete: string; required: boolean }[] = [
  { field: 'name', label: 'Customer’s name', type: 'text', autoComplete: 'off', required: true },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off', required: true },
  {
    field: 'email',
    label: 'E-mail (the confirmation and its link go here), if they have one',
    type: 'email',
    autoComplete: 'off',
    required: false,
  },
  { field: 'brand', label: 'Brand', type: 'text', autoComplete: 'off', required: false },
];

/** The caller's name and contact; the phone with its customer lookup (an island). */
function ContactFields({ values, errors, matches }: Pick<NewVisitPageProps, 'values' | 'errors' | 'matches'>) {
  return (
    <>
      {TEXT_FIELDS.map(({ field, label, type, autoComplete, required }) =>
        field === 'phone' ? (
          <Island
            key={field}
            name="phone-lookup"
            component={PhoneLookup}
            props={{
              id: id(field),
              label,
              value: values.phone,
              maxLength: BOOKING_LIMITS.phone,
              error: errors.phone,
              matches,
            }}
          />
        ) : (
          <Field key={field} id={id(field)} label={label} required={required} error={errors[field]}>
            {(control) => (
              <input
                {...control}
                name={field}
                type={type}
                autoComplete={autoComplete}
                required={required}
                maxLength={BOOKING_LIMITS[field]}
                defaultValue={values[field]}
              />
            )}
          </Field>
        ),
      )}
    </>
  );
}

/** What their e-mails and texts are written in; each language named in itself, as the public switch names it. */
function LanguageField({ language }: { language: Locale }) {
  return (
    <Field id="visit-language" label="Language">
      {(control) => (
        <select {...control} name="language" defaultValue={language}>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {localeName[locale]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A visit booked for a customer on the phone: the online booking's fields and windows, on one page. A refused
 * form comes back with everything typed and each message beside its field.
 */
export function NewVisitPage(props: NewVisitPageProps) {
  const { values, errors, formError, days, force, lead, customer, matches, language, csrf } = props;
  return (
    <>
      <p>
        <a href="/office/bookings">Bookings</a>
      </p>
      <h1>New visit</h1>
      <p className="office-muted">
        Book a visit for a customer on the phone. They get the same confirmation e-mail, with their link to move or
        cancel it, as when they book online. Without an e-mail they are confirmed by text if they agree to texts;
        otherwise the visit says to confirm it by phone.
      </p>
      {lead && (
        <p className="office-notice" role="status">
          From the lead <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{line(lead.name) || 'with no name'}</a>
          : it is marked booked with the visit.
        </p>
      )}
      {customer && (
        <p className="office-notice" role="status">
          Filled in from the latest visit of{' '}
          <a href={customerHref(customer.id)}>{line(customer.name) || 'the customer with no name'}</a>: check each
          detail with the caller.
        </p>
      )}
      {formError && (
        <p className="office-notice office-notice--warn" role="alert">
          {formError}
        </p>
      )}
      <form method="post" action="/office/bookings/new" className="office-form">
        {/* The first submit button is the one Enter presses: booking, not the lookup beside the phone. */}
        <button type="submit" className="office-lookup__default" tabIndex={-1}>
          Book visit
        </button>
        <input type="hidden" name="_csrf" value={csrf} />
        {lead && <input type="hidden" name="lead" value={lead.id} />}
        <Field id={id('zip')} label="Zip code of the visit" required error={errors.zip}>
          {(control) => (
            <input
              {...control}
              name="zip"
              type="text"
              inputMode="numeric"
              required
              maxLength={BOOKING_LIMITS.zip}
              defaultValue={values.zip}
            />
          )}
        </Field>
        <Field id={id('service')} label="Appliance" required error={errors.service}>
          {(control) => (
            <select {...control} name="service" required defaultValue={values.service}>
              <option value="">Choose an appliance</option>
              {services.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.name.replace(/ Repair$/, '')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <OfficeWindowPicker
          days={days}
          chosen={values.windowStart}
          name="windowStart"
          office={{ current: Number.NaN, id: id('windowStart'), legend: 'Arrival window (New York time)' }}
          error={errors.windowStart}
        />
        <label className="office-check">
          <input type="checkbox" name="force" value="yes" defaultChecked={force} /> Book over capacity on purpose (a
          full window or a closed day)
        </label>
        <ContactFields values={values} errors={errors} matches={matches} />
        <LanguageField language={language} />
        <AddressFields values={values} errors={errors} id={id} autoComplete={false} />
        <Field id={id('problem')} label="What is happening" error={errors.problem}>
          {(control) => (
            <textarea
              {...control}
              name="problem"
              rows={4}
              maxLength={BOOKING_LIMITS.problem}
              defaultValue={values.problem}
            />
          )}
        </Field>
        <Field id={id('coupon')} label="Coupon code" error={errors.coupon}>
          {(control) => (
            <input
              {...control}
              name="coupon"
              type="text"
              autoComplete="off"
              maxLength={BOOKING_LIMITS.coupon}
              defaultValue={values.coupon}
            />
          )}
        </Field>
        <label className="office-check">
          <input type="checkbox" name="textConsent" value="yes" defaultChecked={values.textConsent === 'yes'} />{' '}
          Customer agreed on the phone to texts about this visit
        </label>
        {/* Where the work came from, for Reports by source (docs/reports.md). */}
        <HeardFrom
          idPrefix="visit"
          heardFrom={values.heardFrom}
          heardFromOther={values.heardFromOther}
          label="How did they hear about us?"
        />
        <button type="submit" className="btn btn--primary">
          Book visit
        </button>
      </form>
    </>
  );
}
