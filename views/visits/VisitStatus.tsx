import { displayStatus, visitMoves, visitStatusLabels, type VisitStatus } from '../../data/visit-status';

/** Where a status change returns to: My Day, the technician's visit page, or the booking's office page. */
export type StatusBack = 'my-day' | 'visit' | 'booking';

/** The visit's status as a tag: `status` is the booking's (booked or cancelled), `visitStatus` its progress. */
export function VisitStatusTag({ status, visitStatus }: { status: string; visitStatus: VisitStatus }) {
  const shown = displayStatus(status, visitStatus);
  return <span className={`office-status ${shown.modifier}`}>{shown.label}</span>;
}

/**
 * The status buttons, named exactly "On the Way", "Arrived", "Done", "No-Show" (and "Reopen" for the office on
 * an ended visit): only the moves the visit's status allows. One plain form; each button posts its status.
 */
export function VisitStatusButtons({
  reference,
  status,
  csrf,
  back,
  canReopen,
  label,
}: {
  reference: string;
  status: VisitStatus;
  csrf: string;
  back: StatusBack;
  canReopen: boolean;
  /** Names the buttons' group for a screen reader, as several visits' buttons share a page. */
  label: string;
}) {
  const moves = visitMoves[status];
  const reopen = canReopen && status !== 'booked' && moves.length === 0;
  if (moves.length === 0 && !reopen) return null;
  return (
    <form
      method="post"
      action={`/office/bookings/${encodeURIComponent(reference)}/status`}
      className="office-status-buttons"
      aria-label={label}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="back" value={back} />
      {moves.map((move) => (
        <button
          key={move}
          type="submit"
          name="status"
          value={move}
          className={move === 'no-show' ? 'btn btn--secondary' : 'btn btn--primary'}
        >
          {visitStatusLabels[move]}
        </button>
      ))}
      {reopen && (
        <button type="submit" name="status" value="booked" className="btn btn--secondary">
          Reopen
        </button>
      )}
    </form>
  );
}

export interface VisitEventView {
  at: string;
  kind: 'status' | 'technician';
  actorEmail: string;
  from: string;
  to: string;
}

const statusWord = (value: string) => (visitStatusLabels as Record<string, string | undefined>)[value] ?? value;

/** Each change of the visit's status or technician: who and when, oldest first. */
export function VisitHistory({ events, when }: { events: VisitEventView[]; when: (iso: string) => string }) {
  if (events.length === 0) return <p className="office-muted">No changes of status or technician yet.</p>;
  return (
    <ol className="office-activity">
      {events.map((event, index) => (
        <li key={index}>
          <p>
            {event.kind === 'status'
              ? `${statusWord(event.from)} → ${statusWord(event.to)}`
              : `Technician: ${event.from} → ${event.to}`}
          </p>
          <p className="office-muted">
            {when(event.at)} · {event.actorEmail}
          </p>
        </li>
      ))}
    </ol>
  );
}
