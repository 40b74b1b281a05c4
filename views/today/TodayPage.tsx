import { WarrantyBadge, type WarrantyOfView } from '../visits/WarrantyBadge';
import { surgeRules } from '../../data/booking';
import { bookingHref } from '../office/links';
import { ConfirmByPhoneNote } from '../booking/office/ConfirmByPhone';
import { clockTime, dayName, line, lines, waited, when } from '../office/format';
import { Stars } from '../reviews/office/ReviewsPage';

export interface TodayVisit {
  reference: string;
  name: string;
  service: string;
  windowStart: number;
  windowEnd: number;
  /** What the visit's status reads ("Booked", "Done"): data/visit-status.ts displayStatus. */
  status: string;
  /** The technician's name, where visits have one; without it the row says Unassigned, for the desk to act. */
  technician?: string | undefined;
  /** A warranty visit: the Done visit it is free for. */
  warrantyOf?: WarrantyOfView | undefined;
  /** Booked without an e-mail, and the number may not be texted: the desk calls to confirm. */
  confirmByPhone?: boolean | undefined;
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
  /** Low reviews whose customer asked for a call back, not yet called back (the panel shows only when any). */
  callbacks?: TodayCallback[];
  /** The estimates' answers of the last 48 hours, and those sent 48 hours ago with no answer (shown when any). */
  estimates?: { answered: TodayEstimate[]; unanswered: TodayEstimate[] } | undefined;
  /** The parts past their expected day, and the jobs whose parts are in with no return visit (shown when any). */
  jobs?: { lateParts: TodayJob[]; partsIn: TodayJob[] } | undefined;
  /** The priced visits not paid yet: how many, and what they owe altogether ("$1,204.50"); shown when any. */
  unpaid?: { count: number; total: string } | undefined;
  /** The session's CSRF token, for the "Mark called back" buttons. */
  csrf?: string;
}

/** An estimate Today points at. */
export interface TodayEstimate {
  name: string;
  customer: string;
  state: string;
  href: string;
  at: string;
}

/** Estimates the desk should look at: answers just in, and quotes two days old with no answer (a call to make). */
function Estimates({ answered, unanswered }: { answered: TodayEstimate[]; unanswered: TodayEstimate[] }) {
  const row = (estimate: TodayEstimate, verb: string) => (
    <li key={estimate.name} className="office-row">
      <p className="office-row__main">
        <a href={estimate.href}>{estimate.name}</a>
        <span className="office-muted">
          {line(estimate.customer)} · {estimate.state} · {verb} {when(estimate.at)}
        </span>
      </p>
    </li>
  );
  return (
    <section aria-labelledby="estimates-today-heading" className="office-block">
      <h2 id="estimates-today-heading">Estimates</h2>
      {answered.length > 0 && (
        <>
          <h3>Answered in the last two days</h3>
          <ol className="office-rows">{answered.map((estimate) => row(estimate, 'answered'))}</ol>
        </>
      )}
      {unanswered.length > 0 && (
        <>
          <h3>Sent two days ago or more, no answer yet</h3>
          <ol className="office-rows">{unanswered.map((estimate) => row(estimate, 'sent'))}</ol>
        </>
      )}
    </section>
  );
}

/** A job Today points at: its visit, its customer, and the late part or when the parts came in. */
export interface TodayJob {
  reference: string;
  customer: string;
  href: string;
  detail: string;
  /** A late part's expected day (YYYY-MM-DD), or when the job's last part came in (an instant). */
  at: string;
}

/** The work waiting on parts: parts past their day (a supplier to chase), and parts in with no visit to fit them. */
function JobsWaiting({ lateParts, partsIn }: { lateParts: TodayJob[]; partsIn: TodayJob[] }) {
  return (
    <section aria-labelledby="jobs-today-heading" className="office-block">
      <h2 id="jobs-today-heading">Parts</h2>
      {lateParts.length > 0 && (
        <>
          <h3>Late parts</h3>
          <ol className="office-rows" data-list="late-parts">
            {lateParts.map((job, index) => (
              <li key={`${job.reference}-${index}`} className="office-row">
                <p className="office-row__main">
                  <a href={job.href}>{job.reference}</a>
                  <span className="office-muted">
                    {line(job.customer)} · {line(job.detail)} · expected {dayName(job.at)}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      {partsIn.length > 0 && (
        <>
          <h3>Parts in, return visit not booked</h3>
          <ol className="office-rows" data-list="parts-in">
            {partsIn.map((job) => (
              <li key={job.reference} className="office-row">
                <p className="office-row__main">
                  <a href={job.href}>{job.reference}</a>
                  <span className="office-muted">
                    {line(job.customer)} · all in {when(job.at)}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <a href="/office/parts">Every part on order</a>
      </p>
    </section>
  );
}

/** What is owed: a count and a total, one tap from the list of who owes what. */
function Unpaid({ count, total }: { count: number; total: string }) {
  return (
    <section aria-labelledby="unpaid-today-heading" className="office-block">
      <h2 id="unpaid-today-heading">Unpaid</h2>
      <p data-unpaid={count}>
        {count} {count === 1 ? 'visit owes' : 'visits owe'} {total}. <a href="/office/payments/unpaid">Who owes what</a>
      </p>
    </section>
  );
}

/** A review that asked for a call back. */
export interface TodayCallback {
  id: string;
  rating: number;
  body: string;
  name: string;
  phone: string;
  telHref: string;
  reference: string;
  createdAt: string;
}

/** One visit as a row: a link to its booking, with its window, who, what, technician and status. */
function Visit({ visit }: { visit: TodayVisit }) {
  return (
    <li className="office-visit">
      <a className="office-visit__link" href={bookingHref(visit.reference)}>
        <span className="office-visit__time">
          {clockTime(visit.windowStart)}–{clockTime(visit.windowEnd)}
        </span>{' '}
        <strong>{line(visit.name) || 'No name given'}</strong>
        <span className="office-muted">
          {' '}
          · {visit.service} · {visit.technician ? line(visit.technician) : 'Unassigned'} · {visit.status}
        </span>
      </a>{' '}
      <WarrantyBadge of={visit.warrantyOf} />
      {visit.confirmByPhone && <ConfirmByPhoneNote compact />}
    </li>
  );
}

function Day({ day }: { day: TodayDay }) {
  const visits = day.windows.reduce((sum, window) => sum + window.visits.length, 0) + day.others.length;
  const id = `day-${day.date}`;
  return (
    <section className="office-day" aria-labelledby={id}>
      <h3 id={id}>
        {dayName(day.date)}{' '}
        <span className="office-muted">
          {day.closed ? `· ${line(day.closed)} ` : ''}· {visits} visit{visits === 1 ? '' : 's'}
        </span>
      </h3>
      {visits === 0 && <p className="office-muted">No visits booked.</p>}
      {visits > 0 && (
        <ul className="office-windows">
          {day.windows
            .filter((window) => window.visits.length > 0)
            .map((window) => (
              <li key={window.startsAt} className="office-window">
                <p className="office-window__head">
                  <span>
                    {clockTime(window.startsAt)}–{clockTime(window.endsAt)}
                  </span>
                  <span className={window.visits.length >= window.capacity ? 'office-full' : 'office-muted'}>
                    {window.visits.length} of {window.capacity} booked
                    {window.visits.length > window.capacity ? ' (over capacity)' : ''}
                  </span>
                </p>
                <ul className="office-visits">
                  {window.visits.map((visit) => (
                    <Visit key={visit.reference} visit={visit} />
                  ))}
                </ul>
              </li>
            ))}
          {day.others.length > 0 && (
            <li className="office-window">
              <p className="office-window__head">
                {day.closed ? 'Still booked on this closed day' : 'Outside the usual windows'}
              </p>
              <ul className="office-visits">
                {day.others.map((visit) => (
                  <Visit key={visit.reference} visit={visit} />
                ))}
              </ul>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** Customers whose 1–3 star review asked for a call back, until someone marks it made. */
function ReviewCallbacks({ callbacks, csrf }: { callbacks: TodayCallback[]; csrf: string }) {
  return (
    <section aria-labelledby="review-callbacks-heading" className="office-block">
      <h2 id="review-callbacks-heading">Reviews asking for a call back ({callbacks.length})</h2>
      <ol className="office-cards">
        {callbacks.map((review) => (
          <li key={review.id} className="office-card">
            <p className="office-card__title">
              <Stars rating={review.rating} /> from {line(review.name) || 'No name given'}
            </p>
            {review.body && <p className="office-card__message">{lines(review.body)}</p>}
            <p className="office-muted">
              <a href={`/office/bookings/${encodeURIComponent(review.reference)}`}>{review.reference}</a> · reviewed{' '}
              {when(review.createdAt)}
            </p>
            <div className="office-actions">
              <a className="btn btn--secondary btn--call tel" href={review.telHref}>
                Call<span className="visually-hidden"> {line(review.name)} at</span>{' '}
                <span className="tel__number">{line(review.phone)}</span>
              </a>
              <form method="post" action={`/office/reviews/${encodeURIComponent(review.id)}/called-back`}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="return" value="today" />
                <button type="submit" className="btn btn--secondary">
                  Mark called back<span className="visually-hidden">: {line(review.name)}</span>
                </button>
              </form>
            </div>
          </li>
        ))}
      </ol>
      <p>
        <a href="/office/reviews">All reviews</a>
      </p>
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

/**
 * The office's day at a glance, visits first (on a phone the first one is on the first screen): today's and
 * tomorrow's by window, each a link to its booking; then the surge defence when it has something to say; then
 * the new leads waiting for a call back, one compact row each.
 */
export function TodayPage({
  now,
  surge,
  days,
  waiting,
  moreWaiting,
  callbacks = [],
  estimates,
  jobs,
  unpaid,
  csrf = '',
}: TodayPageProps) {
  return (
    <>
      <div className="office-today__head">
        <h1>Today</h1>
        <a className="btn btn--primary" href="/office/bookings/new">
          New Visit
        </a>
      </div>
      <section aria-labelledby="visits-heading" className="office-today__visits">
        <h2 id="visits-heading" className="visually-hidden">
          Visits, today and tomorrow
        </h2>
        {days.map((day) => (
          <Day key={day.date} day={day} />
        ))}
        <p>
          <a href="/office/bookings">All bookings, the next two weeks</a>
        </p>
      </section>
      {surge && <Surge surge={surge} />}
      {callbacks.length > 0 && <ReviewCallbacks callbacks={callbacks} csrf={csrf} />}
      {estimates && estimates.answered.length + estimates.unanswered.length > 0 && <Estimates {...estimates} />}
      {jobs && jobs.lateParts.length + jobs.partsIn.length > 0 && <JobsWaiting {...jobs} />}
      {unpaid && <Unpaid {...unpaid} />}
      <section aria-labelledby="waiting-heading" className="office-block">
        <h2 id="waiting-heading">
          Waiting for a call back ({waiting.length}
          {moreWaiting ? '+' : ''})
        </h2>
        {waiting.length === 0 ? (
          <p>No new leads are waiting.</p>
        ) : (
          <ol className="office-rows">
            {waiting.map((lead) => (
              <li key={lead.id} className="office-row">
                <p className="office-row__main">
                  <a href={`/office/leads/${encodeURIComponent(lead.id)}`}>{line(lead.name) || 'No name given'}</a>
                  <span className="office-muted">
                    {lead.service} · received {when(lead.receivedAt)} · waiting {waited(lead.receivedAt, now)}
                  </span>
                </p>
                <a className="btn btn--secondary btn--call tel" href={lead.telHref}>
                  Call<span className="visually-hidden"> {line(lead.name)} at</span>{' '}
                  <span className="tel__number">{line(lead.phone)}</span>
                </a>
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
    </>
  );
}
