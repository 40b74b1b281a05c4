import { business } from '../../data/business';
import { FormError } from './ErrorSummary';
import { Field } from '../components/forms/Field';
import { windowInWords, type DayChoice } from '../components/window-words';
import { WarrantyNote } from './WarrantyNote';
import { useLocale, useMessages } from '../components/locale';
import { usePageMessages } from '../components/page-messages';
import { WindowPicker } from './WindowPicker';

/** The Done visit a warranty visit is booked from, as its customer sees it. */
export interface WarrantyOriginal {
  reference: string;
  /** The appliance's name. */
  service: string;
  address: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
  problem: string;
}

export interface WarrantyPageProps {
  original: WarrantyOriginal;
  /** The Done visit's page, /booking/{token}: the flow's forms post under it, and "Back" leads there. */
  path: string;
  /** The warranty's last day in words. */
  endsOn: string;
  /**
   * Step 1 (the windows), step 2 (check and confirm), or a stop: the warranty ended, a warranty visit already
   * booked, a visit that is not done.
   */
  step: 'window' | 'confirm' | 'stop';
  /** Step 1: the picker; `chosen` is checked to start with ('' when nothing is free). */
  picker?: { days: DayChoice[]; today: string; chosen: string } | undefined;
  /** Step 2: the window chosen, and the customer's note as typed. */
  chosen?: { start: string; end: string } | undefined;
  note?: string;
  noteError?: string | undefined;
  /** Why the step or the booking was refused; on a stop, the whole message. */
  error?: string | undefined;
}

const phoneLink = (
  <a className="tel" href={business.phone.href}>
    {business.phone.display}
  </a>
);

/**
 * Booking a warranty visit from a Done visit's link, in two steps that work without JavaScript: choose a window
 * (the booking picker, Continue in reach), then check and confirm. The appliance, address and contact are the
 * original visit's; the customer may add a few words. "Warranty visit — no charge" at every step.
 */
export function WarrantyPage(props: WarrantyPageProps) {
  const { original, path, step } = props;
  const { manage, warranty } = usePageMessages();
  return (
    <section className="section booking-page" aria-labelledby="warranty-page-title">
      <div className="container narrow">
        <p className="eyebrow">{manage.eyebrow(original.reference)}</p>
        <h1 id="warranty-page-title">{warranty.pageHeading}</h1>
        <p className="booking-page__lead warranty-flag">
          <strong>{warranty.noCharge}</strong>
        </p>
        {step === 'stop' ? (
          <>
            <FormError message={props.error} />
            <p>
              <a className="booking__back" href={path}>
                {warranty.backToVisit}
              </a>
            </p>
          </>
        ) : step === 'window' ? (
          <WindowStep {...props} />
        ) : (
          <ConfirmStep {...props} />
        )}
        <p className="booking-page__lead">
          {warranty.questions}
          {phoneLink}
          {manage.sevenDays}
        </p>
      </div>
    </section>
  );
}

function StepTitle({ number, text }: { number: number; text: string }) {
  const { warranty } = usePageMessages();
  return (
    <h2 className="booking__heading" id="warranty-step-title">
      <span className="booking__step-number">{warranty.stepOf(number)}</span>
      {text}
    </h2>
  );
}

function WindowStep({ path, picker, error, endsOn }: WarrantyPageProps) {
  const chosen = picker?.chosen ?? '';
  const { booking } = useMessages();
  const { warranty } = usePageMessages();
  return (
    <form
      className="booking__card booking__form"
      method="get"
      action={`${path}/warranty`}
      aria-labelledby="warranty-step-title"
    >
      <StepTitle number={1} text={warranty.chooseWindow} />
      <WarrantyNote endsOn={endsOn} />
      <FormError message={error} />
      {picker && chosen ? (
        <WindowPicker days={picker.days} today={picker.today} chosen={chosen} name="window" />
      ) : (
        <p className="form-error" role="alert">
          {warranty.allTaken}
          {phoneLink}
          {warranty.allTakenAfter}
        </p>
      )}
      <div className="booking__actions booking__actions--sticky">
        <button type="submit" className="btn btn--primary btn--lg booking__next" disabled={!chosen}>
          {booking.continue}
        </button>
      </div>
      <div className="booking__actions">
        <a className="booking__back" href={path}>
          {warranty.backToVisit}
        </a>
      </div>
    </form>
  );
}

function ConfirmStep({ original, path, chosen, note, noteError, error, endsOn }: WarrantyPageProps) {
  const { booking } = useMessages();
  const { warranty } = usePageMessages();
  const locale = useLocale();
  const rows: [string, string][] = [
    [booking.rowWindow, chosen ? booking.newYorkTime(windowInWords(chosen, locale)) : ''],
    [warranty.rowPrice, warranty.noCharge],
    [booking.rowAppliance, original.service],
    [booking.rowAddress, original.address],
    [booking.rowName, original.name],
    [booking.rowPhone, original.phone],
    [booking.rowEmail, original.email],
    [warranty.rowWarrantyOf, original.reference],
    ...(original.problem ? ([[warranty.rowWasWrong, original.problem]] as [string, string][]) : []),
  ];
  return (
    <form
      className="booking__card booking__form"
      method="post"
      action={`${path}/warranty`}
      aria-labelledby="warranty-step-title"
    >
      <StepTitle number={2} text={warranty.checkAndConfirm} />
      <FormError message={error} />
      <dl className="booking__review">
        {rows.map(([label, value]) => (
          <div key={label} className="booking__review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <input type="hidden" name="windowStart" value={chosen?.start ?? ''} />
      <Field id="warranty-note" label={warranty.noteLabel} error={noteError}>
        {(attributes) => <textarea {...attributes} name="note" rows={3} defaultValue={note ?? ''} />}
      </Field>
      <WarrantyNote endsOn={endsOn} />
      <div className="booking__actions">
        <button type="submit" className="btn btn--primary btn--lg">
          {warranty.bookIt}
        </button>
        <a
          className="booking__back"
          href={`${path}/warranty?change=1${chosen ? `&window=${encodeURIComponent(chosen.start)}` : ''}`}
        >
          {warranty.changeWindow}
        </a>
      </div>
    </form>
  );
}
