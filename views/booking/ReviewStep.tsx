import { BOOKING_FIELDS } from '../../data/booking';
import { visitAddress } from '../../data/site/address';
import { FeeNote } from '../components/FeeNote';
import { HeardFrom } from '../components/forms/HeardFrom';
import { ErrorSummary, FormError } from './ErrorSummary';
import { chosenWindow, HiddenValues, serviceLabel, StepHeading } from './parts';
import { bookPath } from './types';
import { useLocale } from '../components/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import type { StepProps } from './WhereStep';

/** Step 4: everything at a glance, and the one button that books. */
export function ReviewStep({ state, services, headingRef, summaryRef, onSubmit, busy }: StepProps) {
  const { values } = state;
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  const rows: [string, string][] = [
    [booking.rowAppliance, booking.repairOf(serviceLabel(services, values.service))],
    [booking.rowWindow, booking.newYorkTime(chosenWindow(values.windowStart, locale))],
    [booking.rowAddress, visitAddress(values)],
    [booking.rowName, values.name],
    [booking.rowPhone, values.phone],
    [booking.rowEmail, values.email],
    ...(values.brand ? ([[booking.rowBrand, values.brand]] as [string, string][]) : []),
    ...(values.model ? ([[booking.rowModel, values.model]] as [string, string][]) : []),
    ...(state.photos ? ([[booking.rowPhotos, booking.photoCount(state.photos.count)]] as [string, string][]) : []),
    ...(values.problem ? ([[booking.rowProblem, values.problem]] as [string, string][]) : []),
    ...(values.coupon ? ([[booking.rowCoupon, values.coupon]] as [string, string][]) : []),
  ];
  return (
    <form
      className="booking__form"
      method="post"
      action={bookPath(locale)}
      onSubmit={onSubmit}
      aria-labelledby="book-step-title"
    >
      <StepHeading number={4} text={booking.reviewHeading} headingRef={headingRef} />
      <FormError message={state.formError} />
      <ErrorSummary errors={state.errors} summaryRef={summaryRef} />
      <dl className="booking__review">
        {rows.map(([label, value]) => (
          <div key={label} className="booking__review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FeeNote />
      {/* Optional, asked last so it never stands between the visitor and a booking. */}
      <HeardFrom idPrefix="book" heardFrom={values.heardFrom} heardFromOther={values.heardFromOther} />
      <HiddenValues
        values={values}
        fields={BOOKING_FIELDS.filter((field) => field !== 'heardFrom' && field !== 'heardFromOther')}
      />
      {state.photos ? <input type="hidden" name="photoKey" value={state.photos.key} /> : null}
      <div className="booking__actions">
        {/* First in the form, so Enter confirms. */}
        <button
          type="submit"
          name="step"
          value="confirm"
          className="btn btn--primary btn--lg booking__next"
          disabled={busy}
        >
          {busy ? booking.booking : booking.confirmBooking}
        </button>
        <button type="submit" name="step" value="details" className="btn btn--secondary" formNoValidate disabled={busy}>
          {booking.changeDetails}
        </button>
        <button type="submit" name="step" value="window" className="btn btn--secondary" formNoValidate disabled={busy}>
          {booking.changeWindow}
        </button>
      </div>
    </form>
  );
}
