import { when } from '../office/format';
import { DayVisit, type DayVisitView } from './MyDayPage';
import { VisitHistory, type VisitEventView } from './VisitStatus';
import { PriceSection, type PriceView } from '../charges/PriceSummary';
import { EstimatesSection, type EstimateSummary } from '../estimates/EstimatesSection';
import { JobVisits, type JobVisitItem } from '../jobs/JobVisits';
import { JobRecordForms, type JobRecordFormsProps } from './FromTheJob';

export interface VisitPageProps {
  visit: DayVisitView;
  csrf: string;
  canReopen: boolean;
  events: VisitEventView[];
  /** The booking's office page, for those who may open it. */
  officeHref?: string;
  saved?: string | undefined;
  /** A Done visit's price (or none yet), its form, and whether this person may record or correct it. */
  price?: { view?: PriceView | undefined; href: string; canEdit: boolean } | undefined;
  /** The visit's estimates, and where New Estimate leads. */
  estimates?: { estimates: EstimateSummary[]; newHref?: string } | undefined;
  /** The visit's job: its visits together, and where Book Return Visit leads while there is none. */
  job?: { visits: JobVisitItem[]; bookHref?: string | undefined } | undefined;
  /** A visit of a later day: to read, without its status buttons. */
  ahead?: boolean;
  /** "From the job": the technician's note and photos, and their forms. */
  record?: JobRecordFormsProps | undefined;
}

/** One visit as its technician sees it: what they need on the doorstep, the status buttons, its history. */
export function VisitPage({
  visit,
  csrf,
  canReopen,
  events,
  officeHref,
  saved,
  price,
  estimates,
  job,
  ahead = false,
  record,
}: VisitPageProps) {
  return (
    <>
      <p>
        <a href="/office/my-day">My Day</a>
        {officeHref && (
          <>
            {' · '}
            <a href={officeHref}>The booking in the office</a>
          </>
        )}
      </p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <DayVisit visit={visit} csrf={csrf} back="visit" canReopen={canReopen} heading="h1" ahead={ahead} />
      {price && <PriceSection price={price} />}
      {estimates && <EstimatesSection {...estimates} />}
      {job && (
        <section aria-labelledby="job-heading">
          <h2 id="job-heading">The job</h2>
          <JobVisits visits={job.visits} />
          {job.bookHref && (
            <p>
              <a className="button" href={job.bookHref}>
                Book Return Visit
              </a>
            </p>
          )}
        </section>
      )}
      {record && <JobRecordForms {...record} />}
      <section aria-labelledby="history-heading" className="office-block">
        <h2 id="history-heading">History</h2>
        <VisitHistory events={events} when={when} />
      </section>
    </>
  );
}
