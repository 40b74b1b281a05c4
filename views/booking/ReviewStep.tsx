import { BOOKING_FIELDS } from '../../data/booking';
import { visitAddress } from '../../data/site/address';
import { FeeNote } from '../components/FeeNote';
import { HeardFrom } from '../components/forms/HeardFrom';
import { ErrorSummary, FormError } from './ErrorSummary';
import { chosenWindow, HiddenValues, photoCount, serviceLabel, StepHeading } from './parts';
import type { StepProps } from './WhereStep';

/** Step 4: everything at a glance, and the one button that books. */
export function ReviewStep({ state, services, headingRef, summaryRef, onSubmit, busy }: StepProps) {
  const { values } = state;
  const rows: [string, string][] = [
    ['Appliance', `${serviceLabel(services, values.service)} repair`],
    ['Arrival window', `${chosenWindow(values.windowStart)} (New York time)`],
    ['Address', visitAddress(values)],
    ['Name', values.name],
    ['Phone', values.phone],
    ['Email', values.email],
    ...(values.brand ? ([['Brand', values.brand]] as [string, string][]) : []),
    ...(values.model ? ([['Model number', values.model]] as [string, string][]) : []),
    ...(state.photos ? ([['Photos', photoCount(state.photos.count)]] as [string, string][]) : []),
    ...(values.problem ? ([['What is happening', values.problem]] as [string, string][]) : []),
    ...(values.coupon ? ([['Coupon', values.coupon]] as [string, string][]) : []),
  ];
  return (
    <form className="booking__form" method="post" action="/book" onSubmit={onSubmit} aria-labelledby="book-step-title">
      <StepHeading number={4} text="Check and Confirm" headingRef={headingRef} />
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
          {busy ? 'Booking…' : 'Confirm booking'}
        </button>
        <button type="submit" name="step" value="details" className="btn btn--secondary" formNoValidate disabled={busy}>
          Change details
        </button>
        <button type="submit" name="step" value="window" className="btn btn--secondary" formNoValidate disabled={busy}>
          Change window
        </button>
      </div>
    </form>
  );
}
