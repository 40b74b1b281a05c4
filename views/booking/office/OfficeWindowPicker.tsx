import { PickerView, type PickerCommon, type PickerLook, type ShownDay } from '../WindowPicker';

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

const OFFICE_LOOK: PickerLook = {
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
  alert: true,
};

/**
 * The office's arrival windows: every window with its places booked, full windows and closed days choosable
 * (the move then needs "book over capacity"), started windows and the visit's own not. The same markup as the
 * visitors' picker (PickerView), in the office's compact look.
 */
export function OfficeWindowPicker(props: OfficePickerProps) {
  const look = {
    ...OFFICE_LOOK,
    id: props.office.id ?? OFFICE_LOOK.id,
    legend: props.office.legend ?? OFFICE_LOOK.legend,
  };
  return (
    <PickerView
      look={look}
      days={officeDays(props)}
      chosen={props.chosen}
      name={props.name}
      error={props.error}
      current={props.office.current}
    />
  );
}
