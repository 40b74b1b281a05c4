import type { Ref } from 'react';
import { bookingRules, type BookingField, type BookingValues } from '../../data/booking';
import type { Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { useLocale, useMessages } from '../components/locale';
import { windowFrom, windowInWords } from '../components/window-words';
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
  const { booking } = useMessages();
  return (
    <h2 className="booking__heading" id="book-step-title" tabIndex={-1} ref={headingRef}>
      <span className="booking__step-number">{booking.stepOf(number)}</span>
      {text}
    </h2>
  );
}

export const serviceLabel = (services: readonly ServiceChoice[], slug: string) =>
  services.find((service) => service.value === slug)?.label ?? slug;

/** "Tuesday, Nov 24, 8–10 am" from a window's start as the picker sent it. */
export const chosenWindow = (start: string, locale: Locale = 'en') =>
  windowInWords(windowFrom(start, bookingRules.windowMinutes), locale);

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
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  return (
    <p className="booking__choices">
      <strong>{booking.repairOf(serviceLabel(services, values.service))}</strong>
      {booking.inZip}
      {values.zip}
      {withWindow && values.windowStart ? (
        <>
          {' · '}
          <strong>{chosenWindow(values.windowStart, locale)}</strong>
        </>
      ) : null}
      {values.coupon ? (
        <>
          {' · '}
          {booking.coupon} {values.coupon}
        </>
      ) : null}
    </p>
  );
}
