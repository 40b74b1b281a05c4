import { business } from '../../data/business';
import { FormError } from './ErrorSummary';
import { clockWords, windowInWords, type DayChoice } from '../components/window-words';
import { WindowPicker } from './WindowPicker';

export interface ConfirmHoldPageProps {
  hold: {
    service: string;
    /** The window asked for, in the business's wall-clock time with its offset. */
    start: string;
    end: string;
    address: string;
    zip: string;
    name: string;
    phone: string;
    email: string;
    expiresAt: string;
  };
  /** The page's own path, /booking/{token}: where its form posts. */
  path: string;
  /** Why confirming was refused (the window filled meanwhile, a limit). */
  error?: string | undefined;
  /** Another window to pick, when the one asked for filled meanwhile. */
  picker?: { days: DayChoice[]; today: string; chosen: string } | undefined;
}

/**
 * Where the link e-mailed for a held booking leads: the request, and one button that books it. Opening the link
 * changes nothing (mail scanners open links too); only the button's post confirms.
 */
export function ConfirmHoldPage({ hold, path, error, picker }: ConfirmHoldPageProps) {
  const rows: [string, string][] = [
    ['Arrival window', `${windowInWords(hold)} (New York time)`],
    ['Appliance', hold.service],
    ['Address', hold.address],
    ['Name', hold.name],
    ['Phone', hold.phone],
    ['Email', hold.email],
  ];
  return (
    <section className="section booking-page" aria-labelledby="confirm-title">
      <div className="container narrow">
        <p className="eyebrow">Online booking</p>
        <h1 id="confirm-title">Confirm Your Repair Visit</h1>
        <p className="booking-page__lead">
          Press <strong>Confirm my visit</strong> by {clockWords(hold.expiresAt)} (New York time) to book it. Until then
          nothing is booked. Did not ask for this? Close this page: nothing happens and we will not write again.
        </p>
        <FormError message={error} />
        <form className="booking__card booking__form" method="post" action={`${path}/confirm`}>
          <h2 className="booking__heading">The Visit You Asked For</h2>
          <dl className="booking__review">
            {rows.map(([label, value]) => (
              <div key={label} className="booking__review-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {picker ? (
            <WindowPicker days={picker.days} today={picker.today} chosen={picker.chosen} name="windowStart" />
          ) : null}
          <div className="booking__actions">
            <button type="submit" className="btn btn--primary btn--lg">
              Confirm my visit
            </button>
          </div>
        </form>
        <p className="booking-page__lead">
          Questions? Call{' '}
          <a className="tel" href={business.phone.href}>
            {business.phone.display}
          </a>
          , 7 days a week.
        </p>
      </div>
    </section>
  );
}
