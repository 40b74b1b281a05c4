import { surgeRules } from '../../data/booking';
import { clockTime, dayName, line, lines, waited, when } from './format';

export interface TodayVisit {
  reference: string;
  name: string;
  phone: string;
  telHref: string;
  service: string;
  address: string;
  zip: string;
  windowStart: number;
  windowEnd: number;
  problem: string;
}

export interface TodayWindow {
  startsAt: number;
  endsAt: number;
  capacity: number;
  visits: TodayVisit[];
}

export interface TodayDay {
  date: string;
  /** The reason the day is closed. */
  closed?: string;
  windows: TodayWindow[];
  /** Visits outside the day's usual windows (moved there on purpose, or hours that changed since). */
  others: TodayVisit[];
}

export interface WaitingLead {
  id: string;
  name: string;
  phone: string;
  telHref: string;
  service: string;
  receivedAt: string;
  message: string;
}

/** A booking the surge defence holds: no place taken until its owner confirms the e-mailed link. */
export interface TodayHeld {
  id: string;
  name: string;
  phone: string;
  telHref: string;
  service: string;
  /** The wanted window's day, YYYY-MM-DD in the business's zone. */
  date: string;
  windowStart: number;
  windowEnd: number;
  createdAt: string;
  expiresAt: string;
}

/** The surge defence as Today shows it; shown while it is on, or when it held anything in the last day. */
export interface TodaySurge {
  on: boolean;
  /** "150 online bookings and held requests in the last 10 minutes (the trigger is 8)". */
  reached?: string;
  waiting: TodayHeld[];
  waitingCount: number;
  confirmedCount: number;
  expiredCount: number;
  lastHeldAt?: string;
}

export interface TodayPageProps {
  now: number;
  surge?: TodaySurge;
  days: TodayDay[];
  waiting: WaitingLead[];
  /** More new leads than shown. */
  moreWaiting: boolean;
  csrf: string;
}

function Visit({ visit }: { visit: TodayVisit }) {
  return (
    <li className="office-visit">
      <p className="office-visit__who">
        <strong>{line(visit.name)}</strong> · {visit.service}
      </p>
      <p>
        {line(visit.address)}, {line(visit.zip)}
      </p>
      {visit.problem && <p className="office-visit__problem">{lines(visit.problem)}</p>}
      <p className="office-actions">
        <a className="btn btn--secondary btn--call tel" href={visit.telHref}>
          Call <span className="tel__number">{line(visit.phone)}</span>
        </a>
        <span className="office-muted">Ref. {line(visit.reference)}</span>
      </p>
    </li>
  );
}

function Day({ day }: { day: TodayDay }) {
  const visits = day.windows.reduce((sum, window) => sum + window.visits.length, 0) + day.others.length;
  const places = day.windows.reduce((sum, window) => sum + window.capacity, 0);
  const id = `day-${day.date}`;
  return (
    <section className="office-day" aria-labelledby={id}>
      <h3 id={id}>
        {dayName(day.date)}{' '}
        <span className="office-muted">
          {day.closed
            ? `· ${line(day.closed)}`
            : `· ${visits} visit${visits === 1 ? '' : 's'}, ${places} place${places === 1 ? '' : 's'}`}
        </span>
      </h3>
      {!day.closed && visits === 0 && <p className="office-muted">No visits booked yet.</p>}
      {!day.closed && visits > 0 && (
        <ul className="office-windows">
          {day.windows.map((window) => (
            <li
              key={window.startsAt}
              className={window.visits.length === 0 ? 'office-window office-window--empty' : 'office-window'}
            >
              <p className="office-window__head">
                <span>
                  {clockTime(window.startsAt)}–{clockTime(window.endsAt)}
                </span>
                <span className={window.visits.length >= window.capacity ? 'office-full' : 'office-muted'}>
                  {window.visits.length} of {window.capacity} booked
                  {window.visits.length > window.capacity ? ' (over capacity)' : ''}
                </span>
              </p>
              {window.visits.length > 0 && (
                <ul className="office-visits">
                  {window.visits.map((visit) => (
                    <Visit key={visit.reference} visit={visit} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {day.others.length > 0 && (
        <>
          <p className="office-window__head">Outside the usual windows</p>
          <ul className="office-visits">
            {day.others.map((visit) => (
              <Visit key={visit.reference} visit={visit} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Surge({ surge }: { surge: TodaySurge }) {
  const more = surge.waitingCount - surge.waiting.length;
  return (
    <section aria-labelledby="surge-heading" className="office-block">
      <h2 id="surge-heading">Online booking surge</h2>
      {surge.on ? (
        <p className="office-notice office-notice--warn" role="status">
          <strong>Surge on</strong>: {surge.reached}. Bookings from new contacts take no place until they confirm the
          link we e-mail them (within {surgeRules.holdMinutes} minutes); customers we know book as usual.
        </p>
      ) : (
        <p className="office-notice" role="status">
          The surge is over{surge.lastHeldAt ? `: the last booking was held ${when(surge.lastHeldAt)}` : ''}. Bookings
          go through as usual.
        </p>
      )}
      <p>
        Last 24 hours: {surge.waitingCount} held, waiting for confirmation · {surge.confirmedCount} confirmed ·{' '}
        {surge.expiredCount} lapsed unconfirmed.
      </p>
      {surge.waiting.length > 0 && <h3 id="held-heading">Held bookings waiting for confirmation</h3>}
      {surge.waiting.length > 0 && (
        <ol className="office-cards">
          {surge.waiting.map((held) => (
            <li key={held.id} className="office-card">
              <p className="office-card__title">{line(held.name) || 'No name given'}</p>
              <p className="office-muted">
                {held.service} · wants {dayName(held.date)} {clockTime(held.windowStart)}–{clockTime(held.windowEnd)} ·
                held {when(held.createdAt)} · lapses {clockTime(Date.parse(held.expiresAt))}
              </p>
              <div className="office-actions">
                <a className="btn btn--secondary btn--call tel" href={held.telHref}>
                  Call <span className="tel__number">{line(held.phone)}</span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
      {more > 0 && <p className="office-muted">And {more} more held bookings waiting.</p>}
    </section>
  );
}

/** The owner's day at a glance: who is waiting for a call, and the visits of today and the next 7 days. */
export function TodayPage({ now, surge, days, waiting, moreWaiting, csrf }: TodayPageProps) {
  return (
    <>
      <h1>Today</h1>
      {surge && <Surge surge={surge} />}
      <section aria-labelledby="waiting-heading" className="office-block">
        <h2 id="waiting-heading">
          Waiting for a call back ({waiting.length}
          {moreWaiting ? '+' : ''})
        </h2>
        {waiting.length === 0 ? (
          <p>No new leads are waiting. </p>
        ) : (
          <ol className="office-cards">
            {waiting.map((lead) => (
              <li key={lead.id} className="office-card">
                <p className="office-card__title">
                  <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{line(lead.name) || 'No name given'}</a>
                </p>
                <p className="office-muted">
                  {lead.service} · sent {when(lead.receivedAt)} · waiting {waited(lead.receivedAt, now)}
                </p>
                {lead.message && <p className="office-card__message">{lines(lead.message)}</p>}
                <div className="office-actions">
                  <a className="btn btn--primary btn--call tel" href={lead.telHref}>
                    Call <span className="tel__number">{line(lead.phone)}</span>
                  </a>
                  <form method="post" action={`/office/leads/${encodeURIComponent(lead.id)}/status`}>
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="status" value="called back" />
                    <input type="hidden" name="return" value="today" />
                    <button type="submit" className="btn btn--secondary">
                      Mark called back<span className="visually-hidden">: {line(lead.name)}</span>
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ol>
        )}
        {moreWaiting && (
          <p>
            <a href="/office/leads?status=new">All new leads</a>
          </p>
        )}
      </section>
      <section aria-labelledby="visits-heading" className="office-block">
        <h2 id="visits-heading">Visits, today and the next 7 days</h2>
        {days.map((day) => (
          <Day key={day.date} day={day} />
        ))}
      </section>
    </>
  );
}
