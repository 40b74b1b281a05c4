import type { Ref } from 'react';
import { bookingRules, type BookingField, type BookingValues } from '../../data/booking';
import { windowFrom, windowInWords } from './format';
import type { ServiceChoice } from './types';

/**
 * Where the work came from, carried by every step's form: the landing URL's UTM parameters (no cookie), and the
 * answer to "How did you hear about us?" when the visitor goes back from the last step.
 */
export const CARRIED_SOURCE: readonly BookingField[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'heardFrom',
  'heardFromOther',
];

/** The values earlier steps chose, carried in the form so the next post has them all. */
export function HiddenValues({ values, fields }: { values: BookingValues; fields: readonly BookingField[] }) {
  return (
    <>
      {fields
        .filter((field) => values[field] !== '')
        .map((field) => (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ))}
    </>
  );
}

/** The step's heading: where focus goes when the island moves to the step. */
export function StepHeading({
  number,
  text,
  headingRef,
}: {
  number: number;
  text: string;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  return (
    <h2 className="booking__heading" id="book-step-title" tabIndex={-1} ref={headingRef}>
      <span className="booking__step-number">Step {number} of 4: </span>
      {text}
    </h2>
  );
}

export const serviceLabel = (services: readonly ServiceChoice[], slug: string) =>
  services.find((service) => service.value === slug)?.label ?? slug;

/** "Tuesday, Nov 24, 8–10 am" from a window's start as the picker sent it. */
export const chosenWindow = (start: string) => windowInWords(windowFrom(start, bookingRules.windowMinutes));

/** What was chosen so far, one line, with a way back. */
export function ChoiceSummary({
  values,
  services,
  withWindow,
}: {
  values: BookingValues;
  services: readonly ServiceChoice[];
  withWindow: boolean;
}) {
  return (
    <p className="booking__choices">
      <strong>{serviceLabel(services, values.service)} repair</strong> in {values.zip}
      {withWindow && values.windowStart ? (
        <>
          {' · '}
          <strong>{chosenWindow(values.windowStart)}</strong>
        </>
      ) : null}
      {values.coupon ? <> · coupon {values.coupon}</> : null}
    </p>
  );
}

/** "1 photo", "2 photos". */
export const photoCount = (count: number) => `${count} photo${count === 1 ? '' : 's'}`;
