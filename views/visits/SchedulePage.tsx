import type { VisitStatus } from '../../data/visit-status';
import { bookingHref } from '../booking/office/booking-types';
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

/**
 * One visit on the board: a link to its booking, and a small form that moves it to another technician or window
 * in one step (the office's move: capacity checked, the customer e-mailed when the window changes).
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
  return (
    <li className="office-board__visit">
      <a href={bookingHref(visit.reference)}>{line(visit.name) || visit.reference}</a>
      <span className="office-muted"> · {visit.service}</span>{' '}
      <VisitStatusTag status={visit.status} visitStatus={visit.visitStatus} /> <WarrantyBadge of={visit.warrantyOf} />
      <details className="office-board__move" open={refused ? true : undefined}>
        <summary>Move</summary>
        <form method="post" action="/office/schedule/move" className="office-form">
          <input type="hidden" name="_csrf" value={props.csrf} />
          <input type="hidden" name="reference" value={visit.reference} />
          <input type="hidden" name="date" value={props.date} />
          <div className="field">
            <label htmlFor={`${id}-technician`}>Technician</label>
            <select id={`${id}-technician`} name="technician" defaultValue={technician}>
              <option value="">Unassigned</option>
              {props.technicians.map((person) => (
                <option key={person.id} value={person.id}>
                  {line(person.name)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-window`}>Window</label>
            <select
              id={`${id}-window`}
              name="windowStart"
              defaultValue={windowStart}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? `${id}-error` : undefined}
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
          {refused && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {refused.error}
            </p>
          )}
          <label className="office-check">
            <input type="checkbox" name="force" value="yes" /> Over capacity on purpose
          </label>
          <button type="submit" className="btn btn--secondary">
            Move
          </button>
        </form>
      </details>
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
      <div className="office-board" role="region" aria-labelledby="board-caption" tabIndex={0}>
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
      </div>
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
    </>
  );
}
