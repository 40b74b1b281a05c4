import { business } from './business';

/** A day the business takes no bookings, with the reason visitors see. */
export interface ClosedDay {
  /** The day in the business's time zone, YYYY-MM-DD. */
  date: string;
  reason: string;
}

/**
 * How online booking hands out arrival windows. Times are wall-clock times in the business's time zone
 * (data/business.ts), so a window starts at 8:00 AM in DC whether daylight saving is on or not. The office
 * (a later screen) overrides capacity and closed days; until then these defaults hold.
 */
export const bookingRules = {
  timeZone: business.timeZone,
  /** Length of an arrival window: the technician arrives some time inside it. */
  windowMinutes: 120,
  /** The last window starts at least this long before closing, so the visit fits in opening hours. */
  lastStartBeforeClosingMinutes: 120,
  /** Visits one window can take by default (technicians on the road at once). */
  capacity: 2,
  /** A window can be booked until this long before it starts. */
  noticeMinutes: 120,
  /** How many days ahead, today included, a visitor can book. */
  horizonDays: 14,
  closedDays: [
    { date: '2026-11-26', reason: 'Closed for Thanksgiving' },
    { date: '2026-12-25', reason: 'Closed for Christmas' },
    { date: '2027-01-01', reason: "Closed for New Year's Day" },
    { date: '2027-11-25', reason: 'Closed for Thanksgiving' },
    { date: '2027-12-25', reason: 'Closed for Christmas' },
  ] satisfies ClosedDay[],
} as const;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];

/** Minutes after midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`not a 24-hour HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Opening and closing, in minutes after midnight, for each day of the week, from the business's hours. */
export const openingMinutes: Record<Weekday, { opens: number; closes: number } | undefined> = Object.fromEntries(
  weekdays.map((day) => {
    const slot = business.hours.find((hours) => (hours.days as readonly string[]).includes(day));
    return [day, slot ? { opens: minutesOf(slot.opens), closes: minutesOf(slot.closes) } : undefined];
  }),
) as Record<Weekday, { opens: number; closes: number } | undefined>;

/** The wall-clock start times (minutes after midnight) of a weekday's arrival windows: every two hours from opening. */
export function windowStartsOn(day: Weekday): number[] {
  const hours = openingMinutes[day];
  if (!hours) return [];
  const starts: number[] = [];
  const lastStart = hours.closes - bookingRules.lastStartBeforeClosingMinutes;
  for (let start = hours.opens; start <= lastStart; start += bookingRules.windowMinutes) starts.push(start);
  return starts;
}

export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** "4 PM", "1:30 PM", "12 PM" from minutes after midnight, as the site writes times of day. */
export function clockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return rest === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(rest).padStart(2, '0')} ${suffix}`;
}

/**
 * The latest time of day a visitor can still book a visit for the same day, per open weekday: the last window's
 * start less the notice. Computed from the hours and the window rules, so the words follow the calendar.
 */
export const sameDayCutoffs: Partial<Record<Weekday, number>> = Object.fromEntries(
  weekdays.flatMap((day) => {
    const starts = windowStartsOn(day);
    const last = starts[starts.length - 1];
    return last === undefined ? [] : [[day, last - bookingRules.noticeMinutes]];
  }),
);

/**
 * "4 PM (1 PM on Sundays)": until when a same-day visit can be booked, the cutoff most days share first and the
 * other days' in brackets.
 */
export const sameDayBookBy: string = (() => {
  const byCutoff = new Map<number, Weekday[]>();
  for (const [day, cutoff] of Object.entries(sameDayCutoffs) as [Weekday, number][]) {
    byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), day]);
  }
  const groups = [...byCutoff.entries()].sort((a, b) => b[1].length - a[1].length);
  const [main, ...others] = groups;
  if (!main) return '';
  const exceptions = others.map(
    ([cutoff, days]) => `${clockTime(cutoff)} on ${days.map((day) => `${day}s`).join(' and ')}`,
  );
  return exceptions.length === 0 ? clockTime(main[0]) : `${clockTime(main[0])} (${exceptions.join(', ')})`;
})();

// Checked once at load, like every data module: a typo in a closed day must not silently open the calendar.
for (const closed of bookingRules.closedDays) {
  const [year, month, day] = closed.date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(closed.date) || parsed.toISOString().slice(0, 10) !== closed.date) {
    throw new Error(`bookingRules.closedDays: ${closed.date} is not a real YYYY-MM-DD day`);
  }
}
for (const day of weekdays) {
  if (openingMinutes[day] && windowStartsOn(day).length === 0) throw new Error(`no arrival window fits on ${day}`);
}

/**
 * Limits that stop one visitor filling the calendar. Live bookings are those not cancelled whose window has not
 * ended yet; the daily count is per client address and business day, cancelled bookings included (booking and
 * cancelling over and over is the abuse it stops). The request budget counts every new booking, reschedule and
 * cancel a client sends, through the API and the /book pages together, whatever the answer; its window starts
 * with the first request counted.
 */
export const bookingLimits = {
  liveBookingsPerPhone: 3,
  liveBookingsPerEmail: 3,
  bookingsPerClientPerDay: 5,
  requestsPerClient: 10,
  requestsWindowMinutes: 10,
  /** How long the customer's manage link keeps working after the visit's window ends. */
  manageLinkDaysAfterVisit: 7,
  /** Free windows offered instead of a full or refused one. */
  alternatives: 3,
} as const;

/** A surge trigger: at least `requests` online bookings and held requests created in the last `minutes`. */
export interface SurgeTrigger {
  minutes: number;
  requests: number;
}

/**
 * The calendar's defence against a flood of bookings from many addresses and contacts, which the limits above
 * cannot see (docs/security-and-reliability.md#the-surge-defence, docs/decisions/0011-surge-holds.md). While a
 * surge is on, a booking from a contact the business has not seen before is held: it takes no place and waits
 * for the link e-mailed to the address typed; confirming takes the place. Known contacts book as usual.
 *
 * Real demand is tens of visits a day, and the calendar takes about 12 a day by default (80 a week), so the
 * triggers sit far above it: 8 in ten minutes is most of a busy day's online bookings arriving at once; 40 in a
 * day is over three times what the calendar can take in a day.
 */
export const surgeRules = {
  /** A surge is on while any trigger is reached. Held requests count too, so a flood that goes on keeps it on. */
  triggers: [
    { minutes: 10, requests: 8 },
    { minutes: 24 * 60, requests: 40 },
  ] satisfies SurgeTrigger[],
  /** How long a held booking waits for its e-mailed link before it lapses (it never held a place). */
  holdMinutes: 30,
  /**
   * A contact (phone digits or e-mail) is known, and books as usual during a surge, when it is on a booking or a
   * lead at least this old, or on a held booking its owner confirmed. The age stops a flooder making its contacts
   * known a moment before the flood.
   */
  knownAfterHours: 24,
  /**
   * One confirmation link per mailbox for this long: a later request for the same mailbox (dots and +tags of the
   * large providers read as one) moves that link onto itself rather than sending another (decision 0037).
   */
  quietDaysAfterUnusedLink: 7,
  /**
   * At most this many places a day go to links confirmed at one mail domain (other than the large providers
   * below); past it, new contacts there are asked to call. A catch-all domain reads every address.
   */
  placesPerMailDomain: 2,
  /**
   * At most this many places a day go to contacts confirmed through a link (about a tenth of the 14 days'
   * places); past it, new contacts are asked to call. Bounds a flooder with many domains or mailboxes.
   */
  newContactPlacesPerDay: 14,
  /** A held request after this long without one starts a new surge in the office's activity log. */
  newSurgeAfterQuietMinutes: 60,
} as const;

/**
 * Mail domains where many unrelated people have mailboxes: the surge counts their addresses one mailbox at a time
 * (dots and +tags read away where the provider ignores them), never the domain as one contact. The rest of the
 * domains are read as one during a surge (a catch-all domain takes any address). Aliases map to one name.
 */
export const largeMailProviders: Readonly<Record<string, { ignoresDots: boolean }>> = {
  'gmail.com': { ignoresDots: true },
  'googlemail.com': { ignoresDots: true },
  'outlook.com': { ignoresDots: false },
  'hotmail.com': { ignoresDots: false },
  'live.com': { ignoresDots: false },
  'msn.com': { ignoresDots: false },
  'yahoo.com': { ignoresDots: false },
  'ymail.com': { ignoresDots: false },
  'aol.com': { ignoresDots: false },
  'icloud.com': { ignoresDots: false },
  'me.com': { ignoresDots: false },
  'mac.com': { ignoresDots: false },
  'proton.me': { ignoresDots: false },
  'protonmail.com': { ignoresDots: false },
  'comcast.net': { ignoresDots: false },
  'verizon.net': { ignoresDots: false },
  'att.net': { ignoresDots: false },
  'gmx.com': { ignoresDots: false },
  'mail.com': { ignoresDots: false },
  'fastmail.com': { ignoresDots: false },
};

/** The booking form's fields in the order a visitor meets them; validation and error summaries follow it. */
export const BOOKING_FIELDS = [
  'zip',
  'service',
  'windowStart',
  'name',
  'phone',
  'email',
  'address',
  /** Apt, suite or floor, optional; stored apart from the street (migration 0043-address-parts). */
  'unit',
  /** One of the zip's towns (data/site/address.ts); empty is the zip's only town. */
  'town',
  'brand',
  'model',
  'problem',
  'coupon',
  /** "yes" when the visitor ticked "Text me about this visit" (a checkbox, unticked by default); else ''. */
  'textConsent',
  /** "How did you hear about us?" (data/sources.ts), asked before confirming; never refused, kept when valid. */
  'heardFrom',
  'heardFromOther',
  /** The landing URL's UTM parameters, carried through the steps in the address and hidden fields. */
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

export type BookingField = (typeof BOOKING_FIELDS)[number];
/** What the visitor typed, one string per field: what a refused step shows again. */
export type BookingValues = Record<BookingField, string>;
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** Longest accepted value per field, shown to browsers as maxLength and enforced by the server. */
export const BOOKING_LIMITS = {
  zip: 10,
  service: 60,
  windowStart: 40,
  name: 100,
  phone: 30,
  email: 254,
  address: 200,
  unit: 40,
  town: 60,
  brand: 60,
  /** A model number from the rating plate, e.g. WRF555SDFZ: one short line. */
  model: 40,
  problem: 2000,
  coupon: 20,
  textConsent: 3,
  heardFrom: 20,
  heardFromOther: 60,
  utm_source: 60,
  utm_medium: 60,
  utm_campaign: 60,
} as const satisfies Record<BookingField, number>;

/** The fields a visitor may leave empty. */
export const OPTIONAL_BOOKING_FIELDS: readonly BookingField[] = [
  'unit',
  'town',
  'brand',
  'model',
  'problem',
  'coupon',
  'textConsent',
  'heardFrom',
  'heardFromOther',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/**
 * The photos a visitor may add at the details step (the rating plate, the problem): how many, how large each
 * upload may be, and how they are kept (re-encoded, at most `maxSide` pixels on the longer side). Photos sent
 * before the booking exists wait as pending uploads for `pendingMinutes`, then are pruned.
 */
export const bookingPhotoRules = {
  maxPhotos: 3,
  maxUploadBytes: 8 * 1024 * 1024,
  maxSide: 1600,
  quality: 80,
  maxInputPixels: 50_000_000,
  pendingMinutes: 120,
} as const;
