import type { Ref } from 'react';
import { BOOKING_FIELDS, type BookingFieldErrors } from '../../data/booking';
import { ErrorSummary as FieldsSummary } from '../components/forms/ErrorSummary';
import { useMessages } from '../components/locale';
import { fieldLabels, fieldId } from './types';

/** A step's error summary: the booking fields at fault, in the form's order. */
export function ErrorSummary({
  errors,
  summaryRef,
}: {
  errors: BookingFieldErrors;
  summaryRef?: Ref<HTMLDivElement> | undefined;
}) {
  const labels = fieldLabels(useMessages());
  const fields = BOOKING_FIELDS.filter((field) => errors[field]).map((field) => ({
    id: fieldId(field),
    label: labels[field],
  }));
  return <FieldsSummary id="book-errors" fields={fields} summaryRef={summaryRef} />;
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
