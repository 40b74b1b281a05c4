import { Field } from '../../components/forms/Field';
import { type OfficeBookingView } from './booking-types';
import { bookingHref } from '../../office/links';
import { WarrantyBadge } from '../../visits/WarrantyBadge';
import { VisitStatusTag } from '../../visits/VisitStatus';
import { clockTime, dayName, line } from '../../office/format';

export interface BookingsDay {
  date: string;
  closed?: string;
  bookings: OfficeBookingView[];
}

export interface BookingsPageProps {
  /** The range as typed, kept when it is refused. */
  from: string;
  to: string;
  reference: string;
  errors: { from?: string; to?: string; reference?: string };
  days: BookingsDay[];
}

/** Every booking of a range of days (today and the next two weeks unless asked otherwise), by day and window. */
export function BookingsPage({ from, to, reference, errors, days }: BookingsPageProps) {
  const live = days.reduce((sum, day) => sum + day.bookings.filter((b) => b.status === 'booked').length, 0);
  return (
    <>
      <h1>Bookings</h1>
      <p>
        <a className="btn btn--primary" href="/office/bookings/new">
          New Visit
        </a>
      </p>
      <form method="get" action="/office/bookings" className="office-filter office-filter--dates" aria-label="Days">
        <Field id="bookings-from" label="From" error={errors.from}>
          {(control) => <input {...control} type="date" name="from" defaultValue={from} required />}
        </Field>
        <Field id="bookings-to" label="To" error={errors.to}>
          {(control) => <input {...control} type="date" name="to" defaultValue={to} required />}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Show bookings
        </button>
      </form>
      <form method="get" action="/office/bookings" className="office-filter office-filter--find" role="search">
        <Field id="bookings-reference" label="Find a booking by its reference" error={errors.reference}>
          {(control) => (
            <input
              {...control}
              type="search"
              name="reference"
              defaultValue={reference}
              maxLength={20}
              autoComplete="off"
              placeholder="CAR-7K3P9Q"
            />
          )}
        </Field>
        <button type="submit" className="btn btn--secondary">
          Find
        </button>
      </form>
      <p role="status" className="office-muted">
        {days.length === 0
          ? 'Please correct the dates above.'
          : `${live} visit${live === 1 ? '' : 's'} booked from ${dayName(days[0]!.date)} to ${dayName(days[days.length - 1]!.date)}.`}
      </p>
      {days.map((day) => (
        <section key={day.date} className="office-day" aria-labelledby={`bookings-${day.date}`}>
          <h2 id={`bookings-${day.date}`}>
            {dayName(day.date)} {day.closed && <span className="office-muted">· {line(day.closed)}</span>}
          </h2>
          {day.bookings.length === 0 ? (
            <p className="office-muted">No bookings.</p>
          ) : (
            <ul className="office-cards">
              {day.bookings.map((booking) => (
                <li
                  key={booking.reference}
                  className={booking.status === 'cancelled' ? 'office-card office-card--cancelled' : 'office-card'}
                >
                  <p className="office-card__title">
                    <a href={bookingHref(booking.reference)}>
                      {clockTime(booking.windowStart)}–{clockTime(booking.windowEnd)} · {line(booking.name)}
                    </a>{' '}
                    <VisitStatusTag status={booking.status} visitStatus={booking.visitStatus} />
                  </p>
                  <p className="office-muted">
                    {booking.service} · {line(booking.address)} · Ref. {line(booking.reference)}
                  </p>
                  {booking.warrantyOf && (
                    <p>
                      <WarrantyBadge of={booking.warrantyOf} />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
