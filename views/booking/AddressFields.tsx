import { BOOKING_LIMITS, type BookingFieldErrors, type BookingValues } from '../../data/booking';
import { townsOfZip } from '../../data/site/address';
import { Field } from '../components/forms/Field';
import { useMessages } from '../components/locale';

export interface AddressFieldsProps {
  values: Pick<BookingValues, 'address' | 'unit' | 'town' | 'zip'>;
  errors: BookingFieldErrors;
  /** Each control's id, from its field's name (the public flow's and the office's differ). */
  id: (field: 'address' | 'unit' | 'town') => string;
  /** The office's desk types for a caller: no browser autofill of the desk's own address. */
  autoComplete?: boolean;
}

/**
 * The visit's address as people write it: the street alone, an optional unit, and the town read from the zip
 * (data/site/address.ts), never typed. The zip is known by the time these fields are drawn (the public flow's first
 * step; the office's form once sent), so the server draws the town without JavaScript: a zip of one town shows it
 * and carries it; a zip of two offers them in a select, its first chosen. An unknown zip draws no town: the form
 * reads it from the zip once sent, and a zip of two comes back with its select.
 */
export function AddressFields({ values, errors, id, autoComplete = true }: AddressFieldsProps) {
  const towns = townsOfZip(values.zip);
  const { booking } = useMessages();
  const chosen = towns.find((town) => town.toLowerCase() === values.town.trim().toLowerCase()) ?? towns[0] ?? '';
  return (
    <>
      <Field id={id('address')} label={booking.streetLabel} required error={errors.address}>
        {(attributes) => (
          <input
            {...attributes}
            name="address"
            type="text"
            autoComplete={autoComplete ? 'address-line1' : 'off'}
            required
            maxLength={BOOKING_LIMITS.address}
            defaultValue={values.address}
          />
        )}
      </Field>
      <div className="field-row">
        <Field id={id('unit')} label={booking.unitLabel} error={errors.unit}>
          {(attributes) => (
            <input
              {...attributes}
              name="unit"
              type="text"
              autoComplete={autoComplete ? 'address-line2' : 'off'}
              maxLength={BOOKING_LIMITS.unit}
              defaultValue={values.unit}
            />
          )}
        </Field>
        {towns.length > 1 ? (
          <Field id={id('town')} label={booking.townLabel(values.zip)} required error={errors.town}>
            {(attributes) => (
              <select {...attributes} name="town" required defaultValue={chosen}>
                {towns.map((town) => (
                  <option key={town} value={town}>
                    {town}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : towns.length === 1 ? (
          <div className="field">
            <p className="form-note" id={id('town')}>
              {booking.townIs} <strong>{chosen}</strong> {booking.zipOf(values.zip)}
            </p>
            <input type="hidden" name="town" value={chosen} />
          </div>
        ) : null}
      </div>
    </>
  );
}
