import { ContactFacts } from './ContactFacts';
import { bookingHref, type OfficeBookingView } from './booking-types';
import { clockTime, dayName, line, when } from './format';
import { WindowPicker, type OfficeDayChoice } from '../pages/book/WindowPicker';

export interface BookingPageProps {
  booking: OfficeBookingView;
  /** YYYY-MM-DD of the visit, business zone. */
  date: string;
  days: OfficeDayChoice[];
  csrf: string;
  /** A refused move: the window chosen, why, and nearby windows with room. */
  move?: { chosen: string; error: string; alternatives: string[] };
  /** A refused cancel. */
  cancelError?: string;
  /** What the last change did, announced after the redirect. */
  saved?: string;
  /** The customer's photos of the appliance, each at its office-only address. */
  photos?: { id: string; href: string; width: number; height: number }[];
}

/** One booking: everything the customer sent, a move to another window (over capacity on purpose), a cancel. */
export function BookingPage({ booking, date, days, csrf, move, cancelError, saved, photos = [] }: BookingPageProps) {
  const base = bookingHref(booking.reference);
  const live = booking.status === 'booked';
  return (
    <>
      <p>
        <a href={`/office/bookings?from=${date}&to=${date}`}>Bookings of {dayName(date)}</a>
      </p>
      <h1>
        {line(booking.name) || 'No name given'}
        <span className="visually-hidden">, booking {line(booking.reference)}</span>
      </h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <dl className="office-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`office-status office-status--${booking.status}`}>{live ? 'Booked' : 'Cancelled'}</span>
            {booking.cancelledAt ? ` ${when(booking.cancelledAt)}` : ''}
            {booking.changedBy ? ` · last changed by ${line(booking.changedBy)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Arrival window</dt>
          <dd>
            {dayName(date)}, {clockTime(booking.windowStart)}–{clockTime(booking.windowEnd)}
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{line(booking.reference)}</dd>
        </div>
        <ContactFacts
          phone={booking.phone}
          telHref={booking.telHref}
          email={booking.email}
          address={{ street: booking.address, zip: booking.zip }}
          service={booking.service}
          brand={booking.brand}
          message={{ label: 'What is happening', text: booking.problem, empty: '(not said)' }}
        />
        {booking.model && (
          <div>
            <dt>Model number</dt>
            <dd>{line(booking.model)}</dd>
          </div>
        )}
        {booking.coupon && (
          <div>
            <dt>Coupon</dt>
            <dd>{line(booking.coupon)}</dd>
          </div>
        )}
        <div>
          <dt>Booked</dt>
          <dd>
            {when(booking.createdAt)}
            {booking.updatedAt !== booking.createdAt ? ` · last changed ${when(booking.updatedAt)}` : ''}
          </dd>
        </div>
      </dl>

      {photos.length > 0 && (
        <section aria-labelledby="photos-heading" className="office-block">
          <h2 id="photos-heading">Photos from the customer</h2>
          <ul className="office-photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.href}>
                  <img
                    src={photo.href}
                    alt={`From the customer, ${index + 1} of ${photos.length}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {live && (
        <section aria-labelledby="move-heading" className="office-block">
          <h2 id="move-heading">Move the visit</h2>
          <p className="office-muted">
            The customer gets an e-mail with the new window and an updated calendar invite.
          </p>
          <form method="post" action={`${base}/reschedule`} className="office-form">
            <input type="hidden" name="_csrf" value={csrf} />
            <WindowPicker
              days={days}
              chosen={move?.chosen ?? ''}
              name="windowStart"
              office={{ current: booking.windowStart }}
              error={move?.error}
            />
            {move && move.alternatives.length > 0 && (
              <p className="office-muted">Nearest windows with room: {move.alternatives.join('; ')}.</p>
            )}
            <label className="office-check">
              <input type="checkbox" name="force" value="yes" /> Book over capacity on purpose (a full window or a
              closed day)
            </label>
            <button type="submit" className="btn btn--primary">
              Move visit
            </button>
          </form>
        </section>
      )}

      {live && (
        <section aria-labelledby="cancel-heading" className="office-block">
          <h2 id="cancel-heading">Cancel the visit</h2>
          <form method="post" action={`${base}/cancel`} className="office-form">
            <input type="hidden" name="_csrf" value={csrf} />
            <label className="office-check">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                id="cancel-confirm"
                aria-invalid={cancelError ? true : undefined}
                aria-describedby={cancelError ? 'cancel-confirm-error' : undefined}
              />{' '}
              Yes, cancel this visit and e-mail {line(booking.name) || 'the customer'}
            </label>
            {cancelError && (
              <p className="field__error" id="cancel-confirm-error" role="alert">
                {cancelError}
              </p>
            )}
            <button type="submit" className="btn btn--secondary">
              Cancel visit
            </button>
          </form>
        </section>
      )}
    </>
  );
}
