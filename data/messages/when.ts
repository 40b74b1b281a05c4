import { business } from '../business';
import { intlLocale, type Locale } from '../locale';

/**
 * Days and hours as a language writes them, through `Intl` in the business's zone (docs/translations.md): what
 * the Spanish of e-mails, texts and PDFs is written with. The English keeps the site's own formatter
 * (views/components/window-words.ts), whose lower-case "10 am–12 pm" the spec's texts use. `Intl` separates "4" and "p.m."
 * with a narrow no-break space and a range's dash with thin spaces; none is in the GSM-7 alphabet, so a text
 * holding one would be billed as UCS-2 (server/kernel/texts/segments.ts): each is written as a plain space.
 */
export const plainSpaces = (words: string) => words.replace(/[\u00a0\u2009\u202f]/g, ' ');

// Intl's formatters are costly to build and a letter writes several days and hours: one per language and options.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions, timeZone: string = business.timeZone) {
  const key = JSON.stringify([locale, timeZone, options]);
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(intlLocale[locale], { timeZone, ...options });
    formats.set(key, made);
  }
  return made;
}

/** Hours alone on the hour ("4 p.m."), with the minutes when either instant has some ("9:30 a.m."). */
const clockOptions = (...isos: string[]): Intl.DateTimeFormatOptions =>
  isos.every((iso) => new Date(iso).getUTCMinutes() === 0)
    ? { hour: 'numeric' }
    : { hour: 'numeric', minute: '2-digit' };

/** "miércoles, 30 de septiembre": the day of an instant. */
export const dayOfInstant = (locale: Locale, iso: string) =>
  plainSpaces(format(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso)));

/** "30 de septiembre": the date of an instant, without its weekday. */
export const dateOfInstant = (locale: Locale, iso: string) =>
  plainSpaces(format(locale, { month: 'long', day: 'numeric' }).format(new Date(iso)));

/** "4 p.m.", "9:30 a.m.": the clock of an instant. */
export const clockOfInstant = (locale: Locale, iso: string) =>
  plainSpaces(format(locale, clockOptions(iso)).format(new Date(iso)));

/** "4–6 p.m.", "10 a.m. – 12 p.m.": a window's hours, as `Intl` writes a range. */
export const hoursOfWindow = (locale: Locale, startIso: string, endIso: string) =>
  plainSpaces(format(locale, clockOptions(startIso, endIso)).formatRange(new Date(startIso), new Date(endIso)));

/** "lunes, 22 de febrero de 2027": a business day (YYYY-MM-DD) in full. */
export function longDay(locale: Locale, date: string): string {
  const ms = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return plainSpaces(
    format(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, 'UTC').format(ms),
  );
}

/** "24 de noviembre de 2026": an instant's date with its year. */
export const dateOfDay = (locale: Locale, iso: string) =>
  plainSpaces(format(locale, { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso)));
