import { Field } from '../../components/forms/Field';
import { dayName, line, when } from '../../office/format';

export interface CapacityCellView {
  /** The form field's name: cap-{Weekday}-{startMinutes}. */
  name: string;
  start: string;
  end: string;
  /** As saved, or as typed when the form was refused. */
  value: string;
  overridden: boolean;
  error?: string;
}

export interface SettingsPageProps {
  csrf: string;
  defaultCapacity: number;
  capacity: { weekday: string; windows: CapacityCellView[] }[];
  capacityError?: string;
  closedDays: { date: string; reason: string; source: 'defaults' | 'office'; by?: string; at?: string }[];
  reopenedDays: { date: string; reason: string; by: string }[];
  /** The close-a-day form as typed, and what was wrong with it. */
  close: { date: string; reason: string; errors: { date?: string; reason?: string } };
  reopenError?: string;
  /** YYYY-MM-DD today, the earliest day that can be closed. */
  today: string;
  feed: { exists: boolean; url?: string };
  saved?: string;
  /** A day just closed that still has visits booked: call those customers. */
  closedWithVisits?: { date: string; visits: number };
}

/** The booking calendar the visitors see: capacity per weekday and window, closed days, the calendar feed. */
export function SettingsPage(props: SettingsPageProps) {
  const { csrf, saved, closedWithVisits } = props;
  return (
    <>
      <h1>Schedule settings</h1>
      <p className="office-muted">Changes apply to online booking at once.</p>
      <p>
        Prices and sales tax are in the <a href="/office/settings/price-book">Price book</a>.
      </p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {closedWithVisits && (
        <p className="office-notice office-notice--warn" role="status">
          {closedWithVisits.visits} visit{closedWithVisits.visits === 1 ? ' is' : 's are'} still booked on{' '}
          {dayName(closedWithVisits.date)}: closing a day keeps them.{' '}
          <a href={`/office/bookings?from=${closedWithVisits.date}&to=${closedWithVisits.date}`}>
            Call the customers and move them
          </a>
          .
        </p>
      )}

      <CapacitySection {...props} />

      <ClosedDaysSection {...props} />

      <FeedSection csrf={csrf} feed={props.feed} />
    </>
  );
}

/** Visits per window, one number per weekday and window (0 closes it), saved together. */
function CapacitySection(props: SettingsPageProps) {
  const { csrf, capacity, capacityError } = props;
  return (
    <section aria-labelledby="capacity-heading" className="office-block">
      <h2 id="capacity-heading">Visits per arrival window</h2>
      <p className="office-muted">
        How many visits each window takes, by day of the week (0 closes the window). The default is{' '}
        {props.defaultCapacity}.
      </p>
      {capacityError && (
        <p className="field__error" role="alert">
          {capacityError}
        </p>
      )}
      <form method="post" action="/office/settings/capacity" className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <div className="office-capacity">
          {capacity.map((day) => (
            <fieldset key={day.weekday} className="office-capacity__day">
              <legend>{day.weekday}</legend>
              {day.windows.length === 0 ? (
                <p className="office-muted">No arrival windows (closed in the opening hours).</p>
              ) : (
                day.windows.map((cell) => <CapacityCell key={cell.name} cell={cell} />)
              )}
            </fieldset>
          ))}
        </div>
        <button type="submit" className="btn btn--primary">
          Save capacity
        </button>
      </form>
    </section>
  );
}

function CapacityCell({ cell }: { cell: CapacityCellView }) {
  return (
    <Field id={cell.name} label={`${cell.start}–${cell.end}`} error={cell.error}>
      {(control) => (
        <input
          {...control}
          name={cell.name}
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          step={1}
          required
          defaultValue={cell.value}
        />
      )}
    </Field>
  );
}

/** The days ahead that are closed, each with Reopen; the holidays reopened; the form that closes a day. */
function ClosedDaysSection({ csrf, closedDays, reopenedDays, reopenError, close, today }: SettingsPageProps) {
  return (
    <section aria-labelledby="closed-heading" className="office-block">
      <h2 id="closed-heading">Closed days</h2>
      {closedDays.length === 0 ? (
        <p className="office-muted">No days ahead are closed.</p>
      ) : (
        <ul className="office-cards">
          {closedDays.map((day) => (
            <ClosedDayCard key={day.date} day={day} csrf={csrf} />
          ))}
        </ul>
      )}
      {reopenError && (
        <p className="field__error" role="alert">
          {reopenError}
        </p>
      )}
      {reopenedDays.length > 0 && (
        <p className="office-muted">
          Reopened although the defaults close them:{' '}
          {reopenedDays.map((day) => `${dayName(day.date)} (${line(day.reason)}, by ${line(day.by)})`).join('; ')}.
        </p>
      )}
      <h3>Close a day</h3>
      <form method="post" action="/office/settings/close" className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="close-date" label="Day" error={close.errors.date}>
          {(control) => <input {...control} name="date" type="date" min={today} required defaultValue={close.date} />}
        </Field>
        <Field id="close-reason" label="Reason visitors see" error={close.errors.reason}>
          {(control) => (
            <input
              {...control}
              name="reason"
              type="text"
              maxLength={80}
              required
              placeholder="Closed for Thanksgiving"
              defaultValue={close.reason}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Close this day
        </button>
      </form>
    </section>
  );
}

/** One closed day: what visitors see, who closed it (or the defaults), and its Reopen button. */
function ClosedDayCard({ day, csrf }: { day: SettingsPageProps['closedDays'][number]; csrf: string }) {
  return (
    <li className="office-card">
      <p className="office-card__title">{dayName(day.date)}</p>
      <p>Visitors see: “{line(day.reason)}”</p>
      <p className="office-muted">
        {day.source === 'defaults'
          ? 'A holiday in the site’s defaults.'
          : `Closed by ${line(day.by ?? '')}${day.at ? `, ${when(day.at)}` : ''}.`}
      </p>
      <form method="post" action="/office/settings/reopen">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="date" value={day.date} />
        <button type="submit" className="btn btn--secondary">
          Reopen<span className="visually-hidden"> {dayName(day.date)}</span>
        </button>
      </form>
    </li>
  );
}

/** The private calendar address: shown once when made, and the button that makes a new one. */
function FeedSection({ csrf, feed }: Pick<SettingsPageProps, 'csrf' | 'feed'>) {
  return (
    <section aria-labelledby="feed-heading" className="office-block">
      <h2 id="feed-heading">Calendar feed</h2>
      <p>
        Every upcoming visit in your phone’s calendar: subscribe to a private address. Only its fingerprint is stored,
        so the address is shown once, when it is made; a new one stops the old one at once (do that if a phone is lost).
      </p>
      {feed.url && (
        <Field id="feed-url" label="Your private calendar address (shown only now)">
          {(control) => <input {...control} type="text" readOnly value={feed.url} className="office-copy" />}
        </Field>
      )}
      <form method="post" action="/office/settings/feed" className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" className="btn btn--secondary">
          {feed.exists ? 'Make a new address (the old one stops working)' : 'Make the calendar address'}
        </button>
      </form>
    </section>
  );
}
