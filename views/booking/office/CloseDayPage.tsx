import { Field } from '../../components/forms/Field';
import { bookingHref } from '../../office/links';
import { clockTime, dayName, line } from '../../office/format';

export interface CloseDayVisit {
  reference: string;
  name: string;
  service: string;
  windowStart: number;
  windowEnd: number;
}

export interface CloseDayPageProps {
  /** The day to close, YYYY-MM-DD, and the reason visitors will see. */
  date: string;
  reason: string;
  visits: CloseDayVisit[];
  /** YYYY-MM-DD today: the earliest day to move the visits to. */
  today: string;
  /** The choices as typed, and what was wrong with them. */
  moveTo: string;
  force: boolean;
  message: string;
  errors: { moveTo?: string; message?: string };
  csrf: string;
}

/**
 * The confirmation step of closing a day that has visits: the visits with their times, and the two things to
 * do with them, each its own form (no JavaScript needed): move them all to another day's windows, or cancel
 * them with a message to each customer. Either way the customers are e-mailed and no reminder for the day stays.
 */
export function CloseDayPage(props: CloseDayPageProps) {
  const { date, reason, visits, csrf, errors } = props;
  const count = `${visits.length} visit${visits.length === 1 ? '' : 's'}`;
  const hidden = (choice: 'move' | 'cancel') => (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="reason" value={reason} />
      <input type="hidden" name="visits" value={choice} />
    </>
  );
  return (
    <>
      <p>
        <a href="/office/settings">Schedule settings</a>
      </p>
      <h1>Close {dayName(date)}?</h1>
      <p className="office-notice office-notice--warn" role="status">
        {count} {visits.length === 1 ? 'is' : 'are'} booked that day. Choose what happens to{' '}
        {visits.length === 1 ? 'it' : 'them'}; the day is closed (“{line(reason)}”) at the same time.
      </p>
      <ul className="office-visits">
        {visits.map((visit) => (
          <li key={visit.reference} className="office-visit">
            <a className="office-visit__link" href={bookingHref(visit.reference)}>
              <span className="office-visit__time">
                {clockTime(visit.windowStart)}–{clockTime(visit.windowEnd)}
              </span>{' '}
              <strong>{line(visit.name) || 'No name given'}</strong>
              <span className="office-muted"> · {visit.service}</span>
            </a>
          </li>
        ))}
      </ul>

      <section aria-labelledby="close-move-heading" className="office-block">
        <h2 id="close-move-heading">Move them to another day</h2>
        <p className="office-muted">
          Each visit keeps its time where that day has room, else the nearest window with room. Each customer is
          e-mailed the new window, as for any move.
        </p>
        <form method="post" action="/office/settings/close" className="office-form">
          {hidden('move')}
          <Field id="close-moveTo" label="Move the visits to" error={errors.moveTo}>
            {(control) => (
              <input {...control} name="moveTo" type="date" min={props.today} required defaultValue={props.moveTo} />
            )}
          </Field>
          <label className="office-check">
            <input type="checkbox" name="force" value="yes" defaultChecked={props.force} /> Book over capacity on
            purpose (a day without room enough, or a closed one)
          </label>
          <button type="submit" className="btn btn--primary">
            Close the day and move {visits.length === 1 ? 'the visit' : 'the visits'}
          </button>
        </form>
      </section>

      <section aria-labelledby="close-cancel-heading" className="office-block">
        <h2 id="close-cancel-heading">Cancel them</h2>
        <p className="office-muted">Each customer is e-mailed that the visit is cancelled, with your message.</p>
        <form method="post" action="/office/settings/close" className="office-form">
          {hidden('cancel')}
          <Field id="close-message" label="Message to each customer" error={errors.message}>
            {(control) => (
              <input
                {...control}
                name="message"
                type="text"
                maxLength={300}
                required
                placeholder="We are closed that day for a family emergency. Please call us to book again."
                defaultValue={props.message}
              />
            )}
          </Field>
          <button type="submit" className="btn btn--secondary">
            Close the day and cancel {visits.length === 1 ? 'the visit' : 'the visits'}
          </button>
        </form>
      </section>
    </>
  );
}
