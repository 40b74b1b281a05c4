import SaveOnChange from '../../client/islands/save-on-change';
import type { VisitStatus } from '../../data/visit-status';
import { Island } from '../components/Island';
import type { ReactElement, ReactNode } from 'react';
import { bookingHref } from '../office/links';
import { clockTime, dayName, line } from '../office/format';
import { VisitStatusTag } from './VisitStatus';
import { WarrantyBadge, type WarrantyOfView } from './WarrantyBadge';

export interface BoardVisit {
  reference: string;
  name: string;
  service: string;
  /** The booking's status and its visit's progress, read together (data/visit-status.ts displayStatus). */
  status: 'booked' | 'cancelled';
  visitStatus: VisitStatus;
  /** The technician's id, or '' for unassigned. */
  technicianId: string;
  /** The window's start as the move form sends it. */
  windowStart: string;
  /** The window's end, the same way. */
  windowEnd: string;
  zip: string;
  /** The zip's town in the service area, or '' outside it. */
  town: string;
  /** Whether Move is offered: only before the visit has started (Booked). */
  movable: boolean;
  /** A warranty visit: the Done visit it is free for. */
  warrantyOf?: WarrantyOfView | undefined;
}

export interface BoardWindow {
  /** The start as the move form sends it (the business's wall-clock ISO). */
  start: string;
  startsAt: number;
  endsAt: number;
  capacity: number;
  taken: number;
  past: boolean;
  /** The visits of each column, by technician id ('' is unassigned). */
  visits: Record<string, BoardVisit[]>;
}

export interface SchedulePageProps {
  date: string;
  previous: string;
  next: string;
  closed?: string | undefined;
  /** The columns after "Unassigned", by name. */
  technicians: { id: string; name: string }[];
  windows: BoardWindow[];
  /** Visits whose window is none of the day's windows now. */
  others: BoardVisit[];
  csrf: string;
  saved?: string | undefined;
  /** A refused move: which visit, why, and the choice to show again. */
  refused?: { reference: string; error: string; technician: string; windowStart: string } | undefined;
}

const windowLabel = (window: Pick<BoardWindow, 'startsAt' | 'endsAt'>) =>
  `${clockTime(window.startsAt)}–${clockTime(window.endsAt)}`;

/** "20910 Silver Spring": where the visit is, by its zip and the zip's town. */
export function VisitPlace({ visit }: { visit: Pick<BoardVisit, 'zip' | 'town'> }) {
  if (!visit.zip) return null;
  return (
    <span className="office-board__place">
      {line(visit.zip)}
      {visit.town && ` ${visit.town}`}
    </span>
  );
}

const optionsOf = new WeakMap<SchedulePageProps['technicians'], ReactElement[]>();
/**
 * The select's options, made once per board: every card offers the same team, and a week has hundreds of cards.
 * The select's defaultValue marks the card's own technician as React renders each one.
 */
function technicianOptions(technicians: SchedulePageProps['technicians']): ReactElement[] {
  let options = optionsOf.get(technicians);
  if (!options) {
    options = [
      <option key="" value="">
        Unassigned
      </option>,
      ...technicians.map((person) => (
        <option key={person.id} value={person.id}>
          {line(person.name)}
        </option>
      )),
    ];
    optionsOf.set(technicians, options);
  }
  return options;
}

/**
 * The card's technician: a select in a plain form with its Save button (no JavaScript needed); with JavaScript the
 * save-on-change island submits it as soon as a technician is chosen. `children` go inside the same form (the
 * day board's Move), so a move and a new technician are one change.
 */
export function TechnicianChoice({
  visit,
  technicians,
  csrf,
  date,
  view,
  chosen,
  error,
  children,
}: {
  visit: BoardVisit;
  technicians: SchedulePageProps['technicians'];
  csrf: string;
  /** The board's day, to come back to. */
  date: string;
  view: 'day' | 'week';
  chosen: string;
  error?: { id: string; text: string } | undefined;
  children?: ReactNode;
}) {
  const id = `move-${visit.reference}`;
  const name = line(visit.name) || visit.reference;
  return (
    <form method="post" action="/office/schedule/move" className="office-form office-board__form">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="reference" value={visit.reference} />
      <input type="hidden" name="date" value={date} />
      {view === 'week' && <input type="hidden" name="view" value="week" />}
      <div className="field">
        <label htmlFor={`${id}-technician`}>
          Technician<span className="visually-hidden"> for {name}</span>
        </label>
        <select id={`${id}-technician`} name="technician" defaultValue={chosen} data-save-on-change="">
          {technicianOptions(technicians)}
        </select>
      </div>
      <button type="submit" className="btn btn--secondary office-board__save" data-save-on-change="">
        Save<span className="visually-hidden"> technician for {name}</span>
      </button>
      {error && (
        <p className="field__error" id={error.id} role="alert">
          {error.text}
        </p>
      )}
      {children}
    </form>
  );
}

/** The island that makes each card's technician select save on change; renders nothing itself. */
export const SaveOnChangeIsland = () => <Island name="save-on-change" component={SaveOnChange} props={{}} />;

/**
 * One visit on the board: a link to its booking, where it is, its status, its technician (saved in one tap) and,
 * while it has not started, Move to another window in the same form (the office's move: capacity checked, the
 * customer e-mailed when the window changes).
 */
function BoardCard({
  visit,
  props,
}: {
  visit: BoardVisit;
  props: Pick<SchedulePageProps, 'technicians' | 'windows' | 'csrf' | 'date' | 'refused'>;
}) {
  const id = `move-${visit.reference}`;
  const refused = props.refused?.reference === visit.reference ? props.refused : undefined;
  const technician = refused?.technician ?? visit.technicianId;
  const windowStart = refused?.windowStart ?? visit.windowStart;
  const error = refused && { id: `${id}-error`, text: refused.error };
  return (
    <li className="office-board__visit" id={`visit-${visit.reference}`}>
      <a href={bookingHref(visit.reference)}>{line(visit.name) || visit.reference}</a>
      <span className="office-muted"> · {visit.service}</span> <VisitPlace visit={visit} />{' '}
      <VisitStatusTag status={visit.status} visitStatus={visit.visitStatus} /> <WarrantyBadge of={visit.warrantyOf} />
      <TechnicianChoice
        visit={visit}
        technicians={props.technicians}
        csrf={props.csrf}
        date={props.date}
        view="day"
        chosen={technician}
        error={error}
      >
        {visit.movable && (
          <details className="office-board__move" open={refused ? true : undefined}>
            <summary>Move</summary>
            <div className="field">
              <label htmlFor={`${id}-window`}>Window</label>
              <select
                id={`${id}-window`}
                name="windowStart"
                defaultValue={windowStart}
                aria-invalid={refused ? true : undefined}
                aria-describedby={error?.id}
              >
                {props.windows.map((window) => (
                  <option
                    key={window.start}
                    value={window.start}
                    disabled={window.past && window.start !== visit.windowStart}
                  >
                    {windowLabel(window)} ({window.taken} of {window.capacity})
                  </option>
                ))}
              </select>
            </div>
            <label className="office-check">
              <input type="checkbox" name="force" value="yes" /> Over capacity on purpose
            </label>
            <button type="submit" className="btn btn--secondary">
              Move
            </button>
          </details>
        )}
      </TechnicianChoice>
    </li>
  );
}

/**
 * The Schedule board: one day, windows down, technicians across (unassigned first), each window with its
 * capacity and places taken. On a phone the table scrolls sideways inside its own labelled region.
 */
export function SchedulePage(props: SchedulePageProps) {
  const { date, previous, next, closed, technicians, windows, others, saved } = props;
  const columns = [{ id: '', name: 'Unassigned' }, ...technicians];
  return (
    <>
      <h1>Schedule</h1>
      <nav aria-label="Days" className="office-pager">
        <a href={`/office/schedule?date=${previous}`}>← Previous day</a>
        <a href={`/office/schedule/week?date=${date}`}>Week</a>
        <a href={`/office/schedule?date=${next}`}>Next day →</a>
      </nav>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {closed && <p className="office-muted">Closed to new bookings: {line(closed)}</p>}
      {/* Focusable so a keyboard can scroll the board sideways on a phone, even on a day without visits. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="office-board" aria-labelledby="board-caption" tabIndex={0}>
        <table>
          <caption id="board-caption">{dayName(date)}: visits by window and technician</caption>
          <thead>
            <tr>
              <th scope="col">Window</th>
              {columns.map((column) => (
                <th scope="col" key={column.id || 'unassigned'}>
                  {line(column.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {windows.map((window) => (
              <tr key={window.start}>
                <th scope="row">
                  {windowLabel(window)}
                  <span className="office-board__taken">
                    {window.taken} of {window.capacity} booked
                  </span>
                </th>
                {columns.map((column) => {
                  const visits = window.visits[column.id] ?? [];
                  return (
                    <td key={column.id || 'unassigned'}>
                      {visits.length > 0 && (
                        <ul className="office-board__visits">
                          {visits.map((visit) => (
                            <BoardCard key={visit.reference} visit={visit} props={props} />
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="others-heading" className="office-block">
          <h2 id="others-heading">Outside the usual windows</h2>
          <ul className="office-board__visits">
            {others.map((visit) => (
              <BoardCard key={visit.reference} visit={visit} props={props} />
            ))}
          </ul>
        </section>
      )}
      <SaveOnChangeIsland />
    </>
  );
}
