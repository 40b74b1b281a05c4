import type { RatingPlate } from '../../data/site/rating-plates';
import type { BookingField, BookingFieldErrors, BookingValues } from '../../data/booking';
import type { Locale } from '../../data/locale';
import type { ScreenMessages } from '../../data/messages/screens';
import type { DayChoice } from '../components/window-words';
import type { HeldInfo } from './HeldNotice';

export type BookStep = 'where' | 'window' | 'details' | 'review';

export const STEP_ORDER: readonly BookStep[] = ['where', 'window', 'details', 'review'];

/** An appliance as the first step offers it. */
export interface ServiceChoice {
  value: string;
  label: string;
  /** Where its rating plate is (data/site/rating-plates.ts), for "Where do I find the model number?". */
  plate?: RatingPlate;
}

/** Everything one step of /book shows: the server renders it without JavaScript, the island from its state. */
export interface BookFlowState {
  step: BookStep;
  values: BookingValues;
  errors: BookingFieldErrors;
  /** A message about the step rather than one field: outside the area, the window just taken, a limit. */
  formError?: string;
  /** The picker's days (step 2); the island fetches them itself. */
  days?: DayChoice[];
  /** YYYY-MM-DD in the business's zone, for "Today" and "Tomorrow". */
  today?: string;
  /** When the step was made (ms): today's day offers the phone while the shop is open. */
  now?: number;
  /** The booking was held (a surge): the visitor is to confirm through the link e-mailed (the island only). */
  held?: HeldInfo;
  /** Photos sent at the details step, kept on the server as a pending upload until the booking is made. */
  photos?: PhotosKept;
  /** Why the photos chosen were refused (nothing else typed is lost). */
  photoError?: string;
}

/** A pending upload of photos: the random key the forms carry (`photoKey`), and how many it holds. */
export interface PhotosKept {
  key: string;
  count: number;
}

/** Each field's name as the error summary links to it. */
export const fieldLabels = ({ booking }: ScreenMessages): Record<BookingField, string> => ({
  zip: booking.fieldZip,
  service: booking.fieldService,
  windowStart: booking.fieldWindow,
  name: booking.fieldName,
  phone: booking.fieldPhone,
  email: booking.fieldEmail,
  address: booking.fieldAddress,
  unit: booking.fieldUnit,
  town: booking.fieldTown,
  brand: booking.fieldBrand,
  model: booking.fieldModel,
  problem: booking.fieldProblem,
  coupon: booking.fieldCoupon,
  textConsent: booking.fieldTextConsent,
  heardFrom: booking.fieldHeardFrom,
  heardFromOther: booking.fieldHeardFromOther,
  utm_source: booking.fieldUtmSource,
  utm_medium: booking.fieldUtmMedium,
  utm_campaign: booking.fieldUtmCampaign,
});

/** The step each field is asked on: a refusal goes back to the earliest step at fault. */
export const STEP_OF_FIELD: Record<BookingField, BookStep> = {
  zip: 'where',
  service: 'where',
  windowStart: 'window',
  name: 'details',
  phone: 'details',
  email: 'details',
  address: 'details',
  unit: 'details',
  town: 'details',
  brand: 'details',
  model: 'details',
  problem: 'details',
  coupon: 'details',
  textConsent: 'details',
  heardFrom: 'review',
  heardFromOther: 'review',
  utm_source: 'where',
  utm_medium: 'where',
  utm_campaign: 'where',
};

export function earliestStepAtFault(errors: BookingFieldErrors): BookStep | undefined {
  return STEP_ORDER.find((step) =>
    Object.entries(errors).some(([field, error]) => error && STEP_OF_FIELD[field as BookingField] === step),
  );
}

/** Where a language's booking form posts and its steps live: /book, /es/book. */
export const bookPath = (locale: Locale) => (locale === 'en' ? '/book' : `/${locale}/book`);

/** The id of a field's control, for labels and the error summary's links. */
export const fieldId = (field: BookingField) => `book-${field}`;
