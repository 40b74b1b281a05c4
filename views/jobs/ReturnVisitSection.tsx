import type { ReactNode } from 'react';
import { JobVisits, type JobVisitItem } from './JobVisits';

export interface ReturnWindowChoice {
  /** The window's start as posted (ISO with the zone's offset). */
  start: string;
  /** "Thursday, Dec 3, 8–10 am". */
  words: string;
}

export interface ReturnVisitSectionProps {
  /** What will be done: the approved option's title. */
  option: string;
  /** The job's visits so far. */
  visits: readonly JobVisitItem[];
  /**
   * What the section offers: the windows (the first visit's technician free in `sameTechnician`), a part still on
   * order, or the return visit booked already.
   */
  state:
    | { kind: 'windows'; sameTechnician: readonly ReturnWindowChoice[]; others: readonly ReturnWindowChoice[] }
    | { kind: 'parts' }
    | { kind: 'booked'; when: string };
  /** Where the form posts: /booking/{token}/return-visit (the customer's), or the office's screen. */
  action: string;
  /** The job the form names: another booking's link naming it is refused. */
  jobId: string;
  /** The office's form carries its CSRF token. */
  csrf?: string | undefined;
  /** The heading's level: the manage page's sections are h2. */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}

function WindowList({
  legend,
  windows,
  name,
}: {
  legend: string;
  windows: readonly ReturnWindowChoice[];
  name: string;
}) {
  if (windows.length === 0) return null;
  return (
    <fieldset className="return-visit__windows">
      <legend>{legend}</legend>
      <ul className="windows__list">
        {windows.map((window) => {
          const id = `return-${window.start.replace(/\W/g, '')}`;
          return (
            <li key={window.start}>
              <input className="windows__radio" type="radio" id={id} name={name} value={window.start} required />
              <label className="windows__choice" htmlFor={id}>
                {window.words}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Book the Return Visit: on the customer's manage page once the job's parts are in (and on the office's screen),
 * the approved work and the open windows of the next two weeks, the same technician's first; a plain form, no
 * JavaScript needed.
 */
export function ReturnVisitSection({
  option,
  visits,
  state,
  action,
  jobId,
  csrf,
  heading = 'h2',
  children,
}: ReturnVisitSectionProps) {
  const Heading = heading;
  return (
    <div className="booking__card return-visit" id="return-visit">
      <Heading className="booking__heading">
        {state.kind === 'booked' ? 'Your Return Visit' : 'Book the Return Visit'}
      </Heading>
      {children}
      <p>We come back to do the work you approved: {option}.</p>
      <JobVisits visits={visits} />
      {state.kind === 'parts' ? <p className="return-visit__parts">We will e-mail you when your part is in.</p> : null}
      {state.kind === 'booked' ? <p>Your return visit is booked for {state.when}.</p> : null}
      {state.kind === 'windows' ? (
        state.sameTechnician.length + state.others.length === 0 ? (
          <p>There is no open window in the next two weeks. Please call us and we will find one.</p>
        ) : (
          <form method="post" action={action} className="return-visit__form">
            {csrf ? <input type="hidden" name="_csrf" value={csrf} /> : null}
            <input type="hidden" name="job" value={jobId} />
            <WindowList
              legend="With the technician of your first visit"
              windows={state.sameTechnician}
              name="windowStart"
            />
            <WindowList
              legend={state.sameTechnician.length > 0 ? 'Other times, with another technician' : 'Open windows'}
              windows={state.others}
              name="windowStart"
            />
            <button type="submit" className="btn btn--primary">
              Book the Return Visit
            </button>
          </form>
        )
      ) : null}
    </div>
  );
}
