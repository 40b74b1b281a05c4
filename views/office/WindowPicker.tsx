import { clockTime, dayName, line } from './format';

export interface PickerWindow {
  /** The value posted: the window's start as ISO text in the business's zone. */
  start: string;
  startsAt: number;
  endsAt: number;
  capacity: number;
  taken: number;
  /** Started already: nothing can move into it. */
  past: boolean;
}

export interface PickerDay {
  date: string;
  closed?: string;
  windows: PickerWindow[];
}

export interface WindowPickerProps {
  days: readonly PickerDay[];
  /** The window checked: the one chosen before a refusal, else none. */
  chosen: string;
  /** The booking's own window, marked so it is not chosen by mistake. */
  current: number;
  error?: string | undefined;
  /** The fieldset's id and legend: a move's by default; the New Visit form names its own. */
  id?: string;
  legend?: string;
}

function dayCount(day: PickerDay): string {
  if (day.closed) return `closed: ${line(day.closed)}`;
  const open = day.windows.filter((window) => !window.past);
  if (open.length === 0) return 'no windows left';
  const free = open.filter((window) => window.taken < window.capacity).length;
  return free === 0 ? 'full' : `${free} window${free === 1 ? '' : 's'} with room`;
}

/**
 * The public booking flow's picker (one <details> per day, a radio per window), for the office: full windows
 * and closed days can be chosen too, and say so; the move then needs "book over capacity" ticked.
 */
export function WindowPicker({
  days,
  chosen,
  current,
  error,
  id = 'move-windowStart',
  legend = 'New arrival window (New York time)',
}: WindowPickerProps) {
  return (
    <fieldset className="office-picker" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {days.map((day) => (
        <details
          key={day.date}
          className="office-picker__day"
          open={day.windows.some((window) => window.start === chosen || window.startsAt === current)}
        >
          <summary>
            {dayName(day.date)} <span className="office-muted">· {dayCount(day)}</span>
          </summary>
          {day.windows.length === 0 ? (
            <p className="office-muted">No arrival windows this day.</p>
          ) : (
            <ul className="office-picker__list">
              {day.windows.map((window) => {
                const id = `window-${window.startsAt}`;
                const full = window.taken >= window.capacity;
                const here = window.startsAt === current;
                return (
                  <li key={window.start}>
                    <input
                      type="radio"
                      id={id}
                      name="windowStart"
                      value={window.start}
                      required
                      disabled={window.past || here}
                      defaultChecked={window.start === chosen}
                    />
                    <label htmlFor={id}>
                      <span>
                        {clockTime(window.startsAt)}–{clockTime(window.endsAt)}
                      </span>
                      <span className={full || day.closed ? 'office-full' : 'office-muted'}>
                        {here
                          ? 'this visit’s window'
                          : window.past
                            ? 'started'
                            : `${window.taken} of ${window.capacity} booked${full ? ' · full' : ''}${day.closed ? ' · day closed' : ''}`}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </details>
      ))}
    </fieldset>
  );
}
