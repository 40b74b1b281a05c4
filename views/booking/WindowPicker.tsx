import { business } from '../../data/business';
import type { Locale } from '../../data/locale';
import { screenMessagesFor, type ScreenMessages } from '../../data/messages/screens';
import { useLocale, useMessages } from '../components/locale';
import { dayLabel, windowHours, type DayChoice } from '../components/window-words';

export interface PickerCommon {
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
  /** When the page was made (ms): while the shop is open, a today with no window left offers the phone. */
  now?: number | undefined;
}

/** A day and its windows in the words and states the picker shows. */
export interface ShownDay {
  date: string;
  label: string;
  summary: string;
  /** Text for a day without windows, if it says so. */
  empty?: string;
  /** Today, full online while the shop is open: the day opens on a call link rather than a dead end. */
  call?: boolean;
  /** A visitor's day with no window free: the next day that has one (its date and label), the way on. */
  next?: { date: string; label: string };
  windows: {
    start: string;
    hours: string;
    note: string;
    /** The note warns (full, closed) rather than informs. */
    warn: boolean;
    disabled: boolean;
  }[];
}

function visitorSummary(day: DayChoice, { booking }: ScreenMessages): string {
  if (day.closed) return day.closed;
  const free = day.windows.filter((window) => window.remaining > 0).length;
  if (day.windows.length === 0) return booking.noWindowsOnline;
  if (free === 0) return booking.full;
  return booking.windowsFree(free);
}

// Made on first use: the picker runs in the browser, where a page's first Intl formatter with a time zone loads
// the zone data (see window-words.ts), and it is asked only about a today with no window left.
let clockParts: Intl.DateTimeFormat | undefined;

/** Whether the shop answers the phone at `now`, by its opening hours (data/business.ts) on its own clock. */
export function shopOpen(now: number): boolean {
  clockParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    weekday: 'long',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = Object.fromEntries(clockParts.formatToParts(now).map((p) => [p.type, p.value]));
  const time = `${part.hour}:${part.minute}`;
  return business.hours.some(
    (hours) =>
      (hours.days as readonly string[]).includes(part.weekday ?? '') && hours.opens <= time && time < hours.closes,
  );
}

const visitorDays = ({ days, today, current, now }: VisitorPickerProps, locale: Locale): ShownDay[] => {
  const messages = screenMessagesFor(locale);
  const own = current === undefined ? Number.NaN : Date.parse(current);
  const open = () => now !== undefined && shopOpen(now);
  const free = (day: DayChoice) => day.windows.some((window) => window.remaining > 0);
  // A day with no window free points on to the next day with one: no day is a dead end while any has a place.
  const nextFree = (index: number) => {
    const next = days.slice(index + 1).find(free);
    return next && { next: { date: next.date, label: dayLabel(next.date, today, locale) } };
  };
  return days.map((day, index) => ({
    ...(free(day) ? {} : nextFree(index)),
    date: day.date,
    label: dayLabel(day.date, today, locale),
    summary: visitorSummary(day, messages),
    // A warm fridge at 5 PM: online is done for today, the phone may not be.
    ...(day.date === today && !day.closed && !day.windows.some((w) => w.remaining > 0) && open() ? { call: true } : {}),
    windows: day.windows.map((window) => {
      // The visit's own place is in its window's count: never "Full" to its owner.
      if (Date.parse(window.start) === own)
        return {
          start: window.start,
          hours: windowHours(window, locale),
          note: messages.booking.yourVisit,
          warn: false,
          disabled: false,
        };
      return {
        start: window.start,
        hours: windowHours(window, locale),
        note: window.remaining === 0 ? messages.booking.full : messages.booking.placesLeft(window.remaining),
        warn: false,
        disabled: window.remaining === 0,
      };
    }),
  }));
};

/** The class names of each look: the visitors' large tiles (booking.css), the office's compact rows (office.css). */
/** The class names of a look: the visitors' large tiles (booking.css), the office's compact rows (office.css). */
export interface PickerLook {
  id: string;
  legend: string;
  picker: string;
  legendClass: string | undefined;
  day: string;
  summary: string | undefined;
  date: string | undefined;
  count: string;
  list: string;
  radio: string | undefined;
  choice: string | undefined;
  hours: string | undefined;
  note: string;
  warn: string;
  /** Errors are announced at once (the office's form), or read with the field (the visitors'). */
  alert: boolean;
}

const VISITOR_LOOK: PickerLook = {
  id: 'book-windowStart',
  legend: '',
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
  alert: false,
};

/**
 * The arrival windows, one <details> per day so weeks fit a phone screen; the chosen window's day is open (and,
 * for the office, the visit's own). Visitors (/book, the manage page's reschedule, confirming a held booking)
 * see full windows listed, disabled, and closed days say why; the office sees every window's places booked.
 */
export function WindowPicker(props: VisitorPickerProps) {
  const locale = useLocale();
  return (
    <PickerView
      look={{ ...VISITOR_LOOK, legend: screenMessagesFor(locale).booking.pickerLegend }}
      days={visitorDays(props, locale)}
      chosen={props.chosen}
      name={props.name}
      error={props.error}
      current={Date.parse(props.current ?? '')}
    />
  );
}

/**
 * The picker as markup, from days already put in words: shared by the visitors' picker above and the office's
 * (views/booking/office/OfficeWindowPicker.tsx), which lives apart so the booking script does not carry it.
 */
export function PickerView({
  look,
  days,
  chosen,
  name,
  error,
  current,
}: {
  look: PickerLook;
  days: readonly ShownDay[];
  chosen: string;
  name: string;
  error?: string | undefined;
  /** The visit's own window start (ms), whose day opens too; NaN for none. */
  current: number;
}) {
  const { booking } = useMessages();
  return (
    <fieldset className={look.picker} id={look.id} aria-describedby={error ? `${look.id}-error` : undefined}>
      <legend className={look.legendClass}>{look.legend}</legend>
      {error ? (
        <p className="field__error" id={`${look.id}-error`} role={look.alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
      {days.map((day) => {
        const shown = (
          <details
            key={day.date}
            className={look.day}
            open={day.windows.some((window) => window.start === chosen || Date.parse(window.start) === current)}
          >
            <summary className={look.summary}>
              <span className={look.date}>{day.label}</span> <span className={look.count}>{day.summary}</span>
            </summary>
            {day.next && (
              <p className="windows__next">
                {booking.nextDayBefore} <a href={`#windows-${day.next.date}`}>{day.next.label}</a>
                {booking.nextDayOrCall}{' '}
                <a className="tel" href={business.phone.href}>
                  {business.phone.display}
                </a>
                .
              </p>
            )}
            {day.windows.length > 0 ? (
              <ul className={look.list} id={`windows-${day.date}`}>
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
        );
        if (!day.call) return shown;
        // Today full while the shop is open: the phone on one line beside the closed day, not inside it opened, so
        // the next day's windows and the one picked stay in sight above the step's bar.
        return (
          <div key={day.date} className="windows__today">
            {shown}
            <p className="windows__call">
              <a className="btn btn--secondary tel" href={business.phone.href}>
                {booking.callToday}
              </a>{' '}
              <span className="windows__phone tel">{business.phone.display}</span>
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
