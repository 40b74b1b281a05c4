import { business } from '../../data/business';
import { multiLine, oneLine } from '../../data/text';

const formats = {
  when: new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  day: new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }),
  time: new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, hour: 'numeric', minute: '2-digit' }),
};

// ICU writes a narrow no-break space before AM/PM; a plain one wraps and reads the same.
const plain = (text: string) => text.replace(/\s/g, ' ');

/** "Mon, Nov 23, 9:05 AM", on the office's clock (America/New_York). */
export const when = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : plain(formats.when.format(new Date(iso))));
const clockTimes = new Map<number, string>();
/**
 * "8:00 AM" on the office's clock. Remembered by instant: a week's Schedule writes the same few dozen window
 * times on hundreds of cards, and each Intl format costs more than the card's markup.
 */
export function clockTime(ms: number): string {
  let text = clockTimes.get(ms);
  if (text === undefined) {
    text = plain(formats.time.format(new Date(ms)));
    if (clockTimes.size >= 10_000) clockTimes.clear();
    clockTimes.set(ms, text);
  }
  return text;
}
/** "Monday, November 23" for a YYYY-MM-DD day (noon UTC is that day in New York too). */
export const dayName = (date: string) => formats.day.format(new Date(`${date}T12:00:00Z`));

/**
 * What a visitor typed, for showing: React escapes markup already; this also drops the control and bidi
 * characters that would garble or reorder the office's screen (data/text.ts), keeping line breaks in long text.
 */
export const line = (value: string) => oneLine(value);
export const lines = (value: string) => multiLine(value);

/** "3 h", "2 days": how long a lead has waited. */
export function waited(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(fromIso)) / 60_000));
  if (Number.isNaN(minutes)) return '';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
