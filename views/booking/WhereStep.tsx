import type { FormEventHandler, Ref } from 'react';
import { BOOKING_LIMITS } from '../../data/booking';
import { Field } from '../components/forms/Field';
import { useLocale } from '../components/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { ErrorSummary, FormError } from './ErrorSummary';
import { chosenWindow, HiddenValues, StepHeading } from './parts';
import { bookPath, fieldId, type BookFlowState, type ServiceChoice } from './types';

export interface StepProps {
  state: BookFlowState;
  services: readonly ServiceChoice[];
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  summaryRef?: Ref<HTMLDivElement> | undefined;
  onSubmit?: FormEventHandler<HTMLFormElement> | undefined;
  busy?: boolean;
}

/** Step 1: the zip code and the appliance, a GET form so the next step's address can be shared and reloaded. */
export function WhereStep({ state, services, headingRef, summaryRef, onSubmit, busy }: StepProps) {
  const { values, errors } = state;
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  return (
    <form
      className="booking__form"
      method="get"
      action={bookPath(locale)}
      onSubmit={onSubmit}
      aria-labelledby="book-step-title"
    >
      <StepHeading number={1} text={booking.whereHeading} headingRef={headingRef} />
      <FormError message={state.formError} />
      <ErrorSummary errors={errors} summaryRef={summaryRef} />
      <Field id={fieldId('zip')} label={booking.zipLabel} required error={errors.zip}>
        {(control) => (
          <input
            {...control}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={BOOKING_LIMITS.zip}
            defaultValue={values.zip}
          />
        )}
      </Field>
      <Field id={fieldId('service')} label={booking.applianceLabel} required error={errors.service}>
        {(control) => (
          <select {...control} name="service" required defaultValue={values.service}>
            <option value="">{booking.chooseAppliance}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.coupon ? (
        <>
          <input type="hidden" name="coupon" value={values.coupon} />
          <p className="form-note">{booking.couponGoes(values.coupon)}</p>
        </>
      ) : null}
      {values.windowStart ? (
        <>
          {/* The window a "Next available" link chose: kept, so the next step is the details if it is still free. */}
          <input type="hidden" name="window" value={values.windowStart} />
          <p className="form-note">{booking.windowGoes(chosenWindow(values.windowStart, locale))}</p>
        </>
      ) : null}
      {/* The landing URL's UTM parameters, on to the next step's address. */}
      <HiddenValues values={values} fields={['utm_source', 'utm_medium', 'utm_campaign']} />
      <button type="submit" className="btn btn--primary btn--lg booking__next" disabled={busy}>
        {busy ? booking.checking : booking.seeWindows}
      </button>
    </form>
  );
}
