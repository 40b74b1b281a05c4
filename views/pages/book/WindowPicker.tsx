import { dayLabel, windowHours, type DayChoice } from './format';

/** A window as the office's picker shows it: on the office's clock, with its places as booked. */
export interface OfficeWindowChoice {
  /** The value posted: the window's start as ISO text in the business's zone. */
  start: string;
  /** "8:00 AM–10:00 AM". */
  hours: string;
  capacity: number;
  taken: number;
  /** Started already: nothing can move into it. */
  past: boolean;
}

export interface OfficeDayChoice {
  date: string;
  /** "Monday, November 23". */
  label: string;
  closed?: string;
  windows: OfficeWindowChoice[];
}

interface PickerCommon {
  /** The window checked at first: the one chosen before, else (for visitors) the earliest free. */
  chosen: string;
  /** The radios' name: `window` in a GET address, `windowStart` in a post. */
  name: string;
  error?: string | undefined;
}

/** /book and the manage page's reschedule: only windows with a place left can be chosen. */
export interface VisitorPickerProps extends PickerCommon {
  days: readonly DayChoice[];
  /** YYYY-MM-DD in the business's zone, for "Today" and "Tomorrow". */
  today: string;
  /** Rescheduling: the visit's own window start, marked "Your visit" (choosable: choosing it keeps the visit). */
  current?: string | undefined;
  office?: undefined;
}

/**
 * The office moving a visit: full windows and closed days can be chosen too, and say so (the move then needs
 * "book over capacity" ticked); started windows and the visit's own cannot.
 */
export interface OfficePickerProps extends PickerCommon {
  days: readonly OfficeDayChoice[];
  office: {
    /** The visit's own window start (ms), marked so it is not chosen by mistake; NaN for a new visit. */
    current: number;
    /** The fieldset's id and legend: a move's by default; the New Visit form names its own. */
    id?: string;
    legend?: string;
  };
}

export type WindowPickerProps = VisitorPickerProps | OfficePickerProps;

/** A day and its windows in the words and states the picker shows. */
interface ShownDay {
  date: string;
  label: string;
  summary: string;
  /** Text for a day without windows, if it says so. */
  empty?: string;
  windows: {
    start: string;
    hours: string;
    note: string;
    /** The note warns (full, closed) rather than informs. */
    warn: boolean;
    disabled: boolean;
  }[];
}

function visitorSummary(day: DayChoice): string {
  if (day.closed) return day.closed;
  const free = day.windows.filter((window) => window.remaining > 0).length;
  if (day.windows.length === 0) return 'No windows left to book online';
  if (free === 0) return 'Full';
  return free === 1 ? '1 window free' : `${free} windows free`;
}

const visitorDays = ({ days, today, current }: VisitorPickerProps): ShownDay[] => {
  const own = current === undefined ? Number.NaN : Date.parse(current);
  return days.map((day) => ({
    date: day.date,
    label: dayLabel(day.date, today),
    summary: visitorSummary(day),
    windows: day.windows.map((window) => {
      // The visit's own place is in its window's count: never "Full" to its owner.
      if (Date.parse(window.start) === own)
        return { start: window.start, hours: windowHours(window), note: 'Your visit', warn: false, disabled: false };
      return {
        start: window.start,
        hours: windowHours(window),
        note: window.remaining === 0 ? 'Full' : `${window.remaining} left`,
        warn: false,
        disabled: window.remaining === 0,
      };
    }),
  }));
};

function officeSummary(day: OfficeDayChoice): string {
  if (day.closed) return `closed: ${day.closed}`;
  const open = day.windows.filter((window) => !window.past);
  if (open.length === 0) return 'no windows left';
  const free = open.filter((window) => window.taken < window.capacity).length;
  return free === 0 ? 'full' : `${free} window${free === 1 ? '' : 's'} with room`;
}

function officeNote(window: OfficeWindowChoice, day: OfficeDayChoice, here: boolean): string {
  if (here) return 'this visit’s window';
  if (window.past) return 'started';
  const full = window.taken >= window.capacity;
  return `${window.taken} of ${window.capacity} booked${full ? ' · full' : ''}${day.closed ? ' · day closed' : ''}`;
}

const officeDays = ({ days, office }: OfficePickerProps): ShownDay[] =>
  days.map((day) => ({
    date: day.date,
    label: day.label,
    summary: `· ${officeSummary(day)}`,
    empty: 'No arrival windows this day.',
    windows: day.windows.map((window) => {
      const here = Date.parse(window.start) === office.current;
      return {
        start: window.start,
        hours: window.hours,
        note: officeNote(window, day, here),
        warn: window.taken >= window.capacity || Boolean(day.closed),
        disabled: window.past || here,
      };
    }),
  }));

/** The class names of each look: the visitors' large tiles (booking.css), the office's compact rows (office.css). */
const LOOKS = {
  visitor: {
    id: 'book-windowStart',
    legend: 'The technician arrives within the window you choose (New York time).',
    picker: 'windows',
    legendClass: 'windows__legend',
    day: 'windows__day',
    summary: 'windows__summary',
    date: 'windows__date',
    count: 'windows__count',
    list: 'windows__list',
    radio: 'windows__radio',
    choice: 'windows__choice',
    hours: 'windows__hours',
    note: 'windows__left',
    warn: 'windows__left',
  },
  office: {
    id: 'move-windowStart',
    legend: 'New arrival window (New York time)',
    picker: 'office-picker',
    legendClass: undefined,
    day: 'office-picker__day',
    summary: undefined,
    date: undefined,
    count: 'office-muted',
    list: 'office-picker__list',
    radio: undefined,
    choice: undefined,
    hours: undefined,
    note: 'office-muted',
    warn: 'office-full',
  },
} as const;

/**
 * The arrival windows, one <details> per day so weeks fit a phone screen; the chosen window's day is open (and,
 * for the office, the visit's own). Visitors (/book, the manage page's reschedule, confirming a held booking)
 * see full windows listed, disabled, and closed days say why; the office sees every window's places booked.
 */
export function WindowPicker(props: WindowPickerProps) {
  const { chosen, name, error } = props;
  const look = props.office
    ? { ...LOOKS.office, id: props.office.id ?? LOOKS.office.id, legend: props.office.legend ?? LOOKS.office.legend }
    : LOOKS.visitor;
  const days = props.office ? officeDays(props) : visitorDays(props);
  const current = props.office ? props.office.current : Date.parse(props.current ?? '');
  return (
    <fieldset className={look.picker} id={look.id} aria-describedby={error ? `${look.id}-error` : undefined}>
      <legend className={look.legendClass}>{look.legend}</legend>
      {error ? (
        <p className="field__error" id={`${look.id}-error`} role={props.office ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
      {days.map((day) => (
        <details
          key={day.date}
          className={look.day}
          open={day.windows.some((window) => window.start === chosen || Date.parse(window.start) === current)}
        >
          <summary className={look.summary}>
            <span className={look.date}>{day.label}</span> <span className={look.count}>{day.summary}</span>
          </summary>
          {day.windows.length > 0 ? (
            <ul className={look.list}>
              {day.windows.map((window) => {
                const id = `window-${window.start.slice(0, 16).replace(/\D/g, '')}`;
                return (
                  <li key={window.start}>
                    <input
                      className={look.radio}
                      type="radio"
                      id={id}
                      name={name}
                      value={window.start}
                      disabled={window.disabled}
                      required
                      defaultChecked={window.start === chosen}
                    />
                    <label className={look.choice} htmlFor={id}>
                      <span className={look.hours}>{window.hours}</span>
                      <span className={window.warn ? look.warn : look.note}>{window.note}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : day.empty ? (
            <p className="office-muted">{day.empty}</p>
          ) : null}
        </details>
      ))}
    </fieldset>
  );
}
