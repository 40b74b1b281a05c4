import { WarrantyBadge, type WarrantyOfView } from './WarrantyBadge';
import type { VisitStatus } from '../../data/visit-status';
import type { Locale } from '../../data/locale';
import { LanguageFact } from '../components/LanguageFact';
import { Field } from '../components/forms/Field';
import { JobVisits, type JobVisitItem } from '../jobs/JobVisits';
import { clockTime, dayName, line, lines } from '../office/format';
import { VisitStatusButtons, VisitStatusTag, type StatusBack } from './VisitStatus';

/** One visit as its technician needs it on the day. */
export interface DayVisitView {
  reference: string;
  windowStart: number;
  windowEnd: number;
  name: string;
  /** The whole address, written once (data/site/address.ts's formatAddress). */
  address: string;
  zip: string;
  /** https://www.openstreetmap.org/search?query=…: a link, never an embedded map. */
  mapHref: string;
  phone: string;
  telHref: string;
  service: string;
  brand: string;
  problem: string;
  coupon: string;
  /** What the customer's e-mails and texts are written in: the technician greets a Spanish speaker in Spanish. */
  language?: Locale | undefined;
  /** The booking's status: a cancelled visit's page says so. */
  status: 'booked' | 'cancelled';
  visitStatus: VisitStatus;
  /** A warranty visit: the Done visit it is free for. */
  warrantyOf?: WarrantyOfView | undefined;
  /** The visit's job: its visits together, each a link (My Day's; the visit's own page shows its job itself). */
  job?: readonly JobVisitItem[] | undefined;
}

/** A visit's card: when, who, where (a map link), the phone to tap, the appliance and problem, the buttons. */
export function DayVisit({
  visit,
  csrf,
  back,
  canReopen,
  heading,
  ahead = false,
}: {
  visit: DayVisitView;
  csrf: string;
  back: StatusBack;
  canReopen: boolean;
  heading: 'h1' | 'h2' | 'h3';
  /** A visit of a later day: to read, not to start, so no status buttons (the status POST refuses them too). */
  ahead?: boolean;
}) {
  const Heading = heading;
  const name = line(visit.name) || 'No name given';
  return (
    <article className="office-card office-day-visit" aria-labelledby={`visit-${visit.reference}`}>
      <Heading className="office-card__title" id={`visit-${visit.reference}`}>
        {clockTime(visit.windowStart)}–{clockTime(visit.windowEnd)} ·{' '}
        {heading !== 'h1' ? <a href={`/office/visits/${encodeURIComponent(visit.reference)}`}>{name}</a> : name}
      </Heading>
      <p>
        <VisitStatusTag status={visit.status} visitStatus={visit.visitStatus} /> · {line(visit.reference)}{' '}
        <WarrantyBadge of={visit.warrantyOf} />
      </p>
      {visit.job && <JobVisits visits={visit.job} />}
      <dl className="office-facts">
        <LanguageFact language={visit.language} />
        <div>
          <dt>Address</dt>
          <dd>
            <a href={visit.mapHref} rel="noopener noreferrer">
              {line(visit.address)}
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{visit.telHref ? <a href={visit.telHref}>{line(visit.phone)}</a> : line(visit.phone)}</dd>
        </div>
        <div>
          <dt>Appliance</dt>
          <dd>
            {visit.service}
            {visit.brand ? `, ${line(visit.brand)}` : ''}
          </dd>
        </div>
        <div>
          <dt>What is happening</dt>
          <dd className="office-visit__problem">{lines(visit.problem) || '(not said)'}</dd>
        </div>
        {visit.coupon && (
          <div>
            <dt>Coupon</dt>
            <dd>{line(visit.coupon)}</dd>
          </div>
        )}
      </dl>
      {ahead ? (
        <p className="office-muted">The status buttons come on the visit&rsquo;s day.</p>
      ) : (
        <VisitStatusButtons
          reference={visit.reference}
          status={visit.visitStatus}
          csrf={csrf}
          back={back}
          canReopen={canReopen}
          label={`Status of the visit to ${name}`}
        />
      )}
    </article>
  );
}

export interface MyDayPageProps {
  date: string;
  visits: DayVisitView[];
  csrf: string;
  canReopen: boolean;
  saved?: string | undefined;
  /** The calendar feed's address, on the answer that made it only. */
  feedUrl?: string | undefined;
  feedExists: boolean;
  /**
   * The person's next working day: the first New York day after today on which they have visits, looked for up to
   * `withinDays` ahead; `date` undefined when there is none in that time.
   */
  next: { date: string | undefined; visits: DayVisitView[]; withinDays: number };
}

/** A technician's own day: their visits in window order, each with what they need and the status buttons. */
export function MyDayPage({ date, visits, csrf, canReopen, saved, feedUrl, feedExists, next }: MyDayPageProps) {
  return (
    <>
      <h1>My Day</h1>
      <p className="office-muted">{dayName(date)}</p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {visits.length === 0 ? (
        <p>No visits for you today.</p>
      ) : (
        <div className="office-cards">
          {visits.map((visit) => (
            <DayVisit
              key={visit.reference}
              visit={visit}
              csrf={csrf}
              back="my-day"
              canReopen={canReopen}
              heading="h2"
            />
          ))}
        </div>
      )}
      <NextDay next={next} csrf={csrf} canReopen={canReopen} />
      <section aria-labelledby="my-feed-heading" className="office-block">
        <h2 id="my-feed-heading">My calendar feed</h2>
        <p className="office-muted">
          A private address for your phone&rsquo;s calendar (subscribe by URL) with your own visits only. It is shown
          once; making a new one stops the old one.
        </p>
        {feedUrl && (
          <Field id="my-feed-url" label="Your private calendar address (shown only now)">
            {(control) => <input {...control} type="text" readOnly value={feedUrl} className="office-copy" />}
          </Field>
        )}
        <form method="post" action="/office/my-day/feed" className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className="btn btn--secondary">
            {feedExists ? 'Make a new address (the old one stops working)' : 'Make my calendar address'}
          </button>
        </form>
      </section>
    </>
  );
}

/** The next working day's visits, to read ahead: each card without its status buttons. */
function NextDay({ next, csrf, canReopen }: Pick<MyDayPageProps, 'next' | 'csrf' | 'canReopen'>) {
  return (
    <section aria-labelledby="next-day-heading" className="office-block">
      <h2 id="next-day-heading">{next.date ? `Next: ${dayName(next.date)}` : 'Next working day'}</h2>
      {next.date === undefined ? (
        <p>No visits for you in the next {next.withinDays} days.</p>
      ) : (
        <div className="office-cards">
          {next.visits.map((visit) => (
            <DayVisit
              key={visit.reference}
              visit={visit}
              csrf={csrf}
              back="my-day"
              canReopen={canReopen}
              heading="h3"
              ahead
            />
          ))}
        </div>
      )}
    </section>
  );
}
