import { BOOKING_LIMITS, type BookingField } from '../../data/booking';
import { HONEYPOT_FIELD } from '../../data/contact';
import { Field } from '../components/forms/Field';
import { ErrorSummary, FormError } from './ErrorSummary';
import { CARRIED_SOURCE, ChoiceSummary, HiddenValues, StepHeading } from './parts';
import { AddressFields } from './AddressFields';
import { PhotoField, RatingPlateHelp } from './ApplianceDetails';
import { bookPath, fieldId } from './types';
import { useLocale } from '../components/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import type { StepProps } from './WhereStep';

/** Step 3: who and where exactly. Posted (never in a URL), and shown again with its errors beside the fields. */
export function DetailsStep({ state, services, headingRef, summaryRef, onSubmit, busy }: StepProps) {
  const { values, errors } = state;
  const field = (name: BookingField) => ({ id: fieldId(name), error: errors[name] });
  const control = (name: BookingField) => ({ name, defaultValue: values[name], maxLength: BOOKING_LIMITS[name] });
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  return (
    <form
      className="booking__form"
      method="post"
      action={bookPath(locale)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="book-step-title"
    >
      <StepHeading number={3} text={booking.detailsHeading} headingRef={headingRef} />
      <ChoiceSummary values={values} services={services} withWindow />
      <FormError message={state.formError} />
      <ErrorSummary errors={errors} summaryRef={summaryRef} />
      <input type="hidden" name="step" value="review" />
      {state.photos ? <input type="hidden" name="photoKey" value={state.photos.key} /> : null}
      <HiddenValues values={values} fields={['zip', 'service', 'windowStart', ...CARRIED_SOURCE]} />
      <Field {...field('name')} label={booking.nameLabel} required>
        {(attributes) => <input {...attributes} {...control('name')} type="text" autoComplete="name" required />}
      </Field>
      <div className="field-row">
        <Field {...field('phone')} label={booking.phoneLabel} required>
          {(attributes) => <input {...attributes} {...control('phone')} type="tel" autoComplete="tel" required />}
        </Field>
        <Field {...field('email')} label={booking.emailLabel} required>
          {(attributes) => <input {...attributes} {...control('email')} type="email" autoComplete="email" required />}
        </Field>
      </div>
      <AddressFields values={values} errors={errors} id={fieldId} />
      <div className="field-row">
        <Field {...field('brand')} label={booking.brandLabel}>
          {(attributes) => <input {...attributes} {...control('brand')} type="text" />}
        </Field>
        <Field {...field('coupon')} label={booking.couponLabel}>
          {(attributes) => <input {...attributes} {...control('coupon')} type="text" autoCapitalize="characters" />}
        </Field>
      </div>
      <Field {...field('problem')} label={booking.problemLabel}>
        {(attributes) => <textarea {...attributes} {...control('problem')} rows={3} />}
      </Field>
      <Field {...field('model')} label={booking.modelLabel}>
        {(attributes) => (
          <input {...attributes} {...control('model')} type="text" autoCapitalize="characters" spellCheck={false} />
        )}
      </Field>
      <RatingPlateHelp plate={services.find((choice) => choice.value === values.service)?.plate} />
      <PhotoField photos={state.photos} error={state.photoError} />
      <label className="booking__check">
        <input type="checkbox" name="textConsent" value="yes" defaultChecked={values.textConsent === 'yes'} />{' '}
        {booking.textConsentBefore} {booking.textConsentAfter}
      </label>
      {/* People never see this field; bots that fill every input do, and their booking is quietly dropped. */}
      <div className="contact-form__trap">
        <label htmlFor="book-website">{booking.leaveEmpty}</label>
        <input id="book-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn btn--primary btn--lg booking__next" disabled={busy}>
        {booking.reviewBooking}
      </button>
    </form>
  );
}
