import { dayLabel, windowHours, type DayChoice } from './format';

function daySummary(day: DayChoice): string {
  if (day.closed) return day.closed;
  const free = day.windows.filter((window) => window.remaining > 0).length;
  if (day.windows.length === 0) return 'No windows left to book online';
  if (free === 0) return 'Full';
  return free === 1 ? '1 window free' : `${free} windows free`;
}

export interface WindowPickerProps {
  days: readonly DayChoice[];
  /** YYYY-MM-DD in the business's zone, for "Today" and "Tomorrow". */
  today: string;
  /** The window checked at first: the one chosen before, or the earliest free. */
  chosen: string;
  /** The radios' name: `window` in a GET address, `windowStart` in a post. */
  name: string;
  error?: string | undefined;
}

/**
 * The arrival windows of the horizon, one <details> per day so two weeks fit a phone screen; the chosen
 * window's day is open. Full windows are listed, disabled, and closed days say why. Used by /book and by the
 * manage page's reschedule.
 */
export function WindowPicker({ days, today, chosen, name, error }: WindowPickerProps) {
  return (
    <fieldset className="windows" id="book-windowStart" aria-describedby={error ? 'book-windowStart-error' : undefined}>
      <legend className="windows__legend">The technician arrives within the window you choose (New York time).</legend>
      {error ? (
        <p className="field__error" id="book-windowStart-error">
          {error}
        </p>
      ) : null}
      {days.map((day) => (
        <details key={day.date} className="windows__day" open={day.windows.some((window) => window.start === chosen)}>
          <summary className="windows__summary">
            <span className="windows__date">{dayLabel(day.date, today)}</span>
            <span className="windows__count">{daySummary(day)}</span>
          </summary>
          {day.windows.length > 0 ? (
            <ul className="windows__list">
              {day.windows.map((window) => {
                const id = `window-${window.start.slice(0, 16).replace(/\D/g, '')}`;
                const full = window.remaining === 0;
                return (
                  <li key={window.start}>
                    <input
                      className="windows__radio"
                      type="radio"
                      id={id}
                      name={name}
                      value={window.start}
                      disabled={full}
                      required
                      defaultChecked={window.start === chosen}
                    />
                    <label className="windows__choice" htmlFor={id}>
                      <span className="windows__hours">{windowHours(window)}</span>
                      <span className="windows__left">{full ? 'Full' : `${window.remaining} left`}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </details>
      ))}
    </fieldset>
  );
}
