import type { Ref } from 'react';
import { BOOKING_FIELDS, type BookingFieldErrors } from '../../../data/booking';
import { business } from '../../../data/business';
import { FIELD_LABELS, fieldId } from './types';

/** What is wrong on a step, said once with a link to each field; the fields carry their own messages. */
export function ErrorSummary({
  errors,
  summaryRef,
}: {
  errors: BookingFieldErrors;
  summaryRef?: Ref<HTMLDivElement> | undefined;
}) {
  const fields = BOOKING_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <div className="error-summary" id="book-errors" ref={summaryRef} tabIndex={-1} role="alert">
      <p className="error-summary__title">
        {fields.length === 1 ? 'One field needs' : `${fields.length} fields need`} your attention, or call us at{' '}
        <a className="tel" href={business.phone.href}>
          {business.phone.display}
        </a>
        :
      </p>
      <ul className="error-summary__list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{FIELD_LABELS[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A message about the whole step, announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" id="book-form-error" role="alert">
      {message}
    </p>
  );
}
