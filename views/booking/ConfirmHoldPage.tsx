import { business } from '../../data/business';
import { FormError } from './ErrorSummary';
import { clockWords, windowInWords, type DayChoice } from '../components/window-words';
import { WindowPicker } from './WindowPicker';
import { useLocale, useMessages } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

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
export function ConfirmHoldPage({ hold: request, path, error, picker }: ConfirmHoldPageProps) {
  const { booking } = useMessages();
  const { manage, hold } = usePageMessages();
  const locale = useLocale();
  const rows: [string, string][] = [
    [booking.rowWindow, booking.newYorkTime(windowInWords(request, locale))],
    [booking.rowAppliance, request.service],
    [booking.rowAddress, request.address],
    [booking.rowName, request.name],
    [booking.rowPhone, request.phone],
    [booking.rowEmail, request.email],
  ];
  return (
    <section className="section booking-page" aria-labelledby="confirm-title">
      <div className="container narrow">
        <p className="eyebrow">{booking.eyebrow}</p>
        <h1 id="confirm-title">{hold.title}</h1>
        <p className="booking-page__lead">
          {hold.pressBefore}
          <strong>{hold.confirm}</strong>
          {hold.pressAfter(clockWords(request.expiresAt, locale))}
        </p>
        <FormError message={error} />
        <form className="booking__card booking__form" method="post" action={`${path}/confirm`}>
          <h2 className="booking__heading">{hold.visitHeading}</h2>
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
              {hold.confirm}
            </button>
          </div>
        </form>
        <p className="booking-page__lead">
          {hold.questions}
          <a className="tel" href={business.phone.href}>
            {business.phone.display}
          </a>
          {manage.sevenDays}
        </p>
      </div>
    </section>
  );
}
