import { business } from '../../data/business';
import type { BookingValues } from '../../data/booking';
import { screenMessagesFor } from '../../data/messages/screens';
import { useLocale } from '../components/locale';
import { ErrorSummary, FormError } from './ErrorSummary';
import { bookPath } from './types';
import { firstFree } from '../components/window-words';
import { WindowPicker } from './WindowPicker';
import { CARRIED_SOURCE, ChoiceSummary, HiddenValues, StepHeading } from './parts';
import type { StepProps } from './WhereStep';

// Everything step 3 asks, the model number and the texts box included: a window that lapsed while they were typed
// sends the visitor back here, and Continue must bring all of it back to step 3.
const PERSONAL = [
  'name',
  'phone',
  'email',
  'address',
  'unit',
  'town',
  'brand',
  'model',
  'problem',
  'textConsent',
] as const;

/** Whether the visitor already typed their details: then they travel by POST, never in an address. */
export const carriesDetails = (values: BookingValues) => PERSONAL.some((field) => values[field] !== '');

/**
 * Step 2: the arrival windows of the next 14 days, one <details> per day so the list fits a phone screen; the
 * chosen (or earliest free) window's day is open. Full windows are shown, disabled; closed days say why.
 */
export function WindowStep({ state, services, headingRef, summaryRef, onSubmit, busy }: StepProps) {
  const { values, errors } = state;
  const days = state.days ?? [];
  const today = state.today ?? days[0]?.date ?? '';
  const offered = days.flatMap((day) => day.windows);
  const chosen =
    offered.find((window) => window.start === values.windowStart && window.remaining > 0) ?? firstFree(days);
  const post = carriesDetails(values);
  const locale = useLocale();
  const { booking } = screenMessagesFor(locale);
  return (
    <form
      className="booking__form"
      method={post ? 'post' : 'get'}
      action={bookPath(locale)}
      onSubmit={onSubmit}
      aria-labelledby="book-step-title"
    >
      <StepHeading number={2} text={booking.windowHeading} headingRef={headingRef} />
      <ChoiceSummary values={values} services={services} withWindow={false} />
      <FormError message={state.formError} />
      <ErrorSummary errors={errors} summaryRef={summaryRef} />
      {post ? (
        <>
          <input type="hidden" name="step" value="details" />
          {state.photos ? <input type="hidden" name="photoKey" value={state.photos.key} /> : null}
          <HiddenValues values={values} fields={['zip', 'service', ...PERSONAL, 'coupon', ...CARRIED_SOURCE]} />
        </>
      ) : (
        <HiddenValues values={values} fields={['zip', 'service', 'coupon', ...CARRIED_SOURCE]} />
      )}
      {chosen ? (
        <WindowPicker
          days={days}
          today={today}
          now={state.now}
          chosen={chosen.start}
          name={post ? 'windowStart' : 'window'}
          error={errors.windowStart}
        />
      ) : (
        <p className="form-error" role="alert">
          {booking.allTakenBefore}{' '}
          <a className="tel" href={business.phone.href}>
            {business.phone.display}
          </a>{' '}
          {booking.allTakenMiddle}{' '}
          <a href={locale === 'en' ? '/contact' : `/${locale}/contact`}>{booking.allTakenLink}</a>{' '}
          {booking.allTakenAfter}
        </p>
      )}
      <div className="booking__actions booking__actions--sticky">
        <button type="submit" className="btn btn--primary btn--lg booking__next" disabled={busy || !chosen}>
          {booking.continue}
        </button>
      </div>
      {/* Below the sticky bar rather than in it: on a phone the bar is one button high, so the tiles stay in sight. */}
      <div className="booking__actions">
        <a
          className="booking__back"
          href={`${bookPath(locale)}?service=${encodeURIComponent(values.service)}${values.coupon ? `&coupon=${encodeURIComponent(values.coupon)}` : ''}`}
        >
          {booking.changePlace}
        </a>
      </div>
    </form>
  );
}
