import { refusalPage } from '../../../office';
import { notStarted } from '../dispatch';
import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { lookupZip } from '../../../../data/site/zip-lookup';
import { oneLine } from '../../../../data/text';
import { MyDayPage, type DayVisitView } from '../../../../views/visits/MyDayPage';
import { SchedulePage, type BoardVisit, type SchedulePageProps } from '../../../../views/visits/SchedulePage';
import {
  isoInZone,
  localDate,
  nextDate,
  visitAddress,
  zonedInstant,
  type OfficeBooking,
  type StoredBooking,
} from '../../booking';
import { notice, oneOf, readQuery } from '../../../kernel/http/schemas';
import { telHref } from '../../../kernel/mail/mailer';
import { warrantyOfDesk, type WarrantyOfView } from '../../../../views/visits/WarrantyBadge';
import type { JobVisitItem } from '../../../../views/jobs/JobVisits';
import type { VisitsOfficeTools } from './tools';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';

const { timeZone } = bookingRules;

/** A map search for the address: a link, never an embedded map (no third party loads with the page). */
export const mapHref = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(oneLine(address))}`;

/**
 * A warranty visit's original, linked where the viewer may open it: the desk's booking page, or a technician's
 * own visit page (a technician may open only their own visits).
 */
export const warrantyOfFor = (request: OfficeRequest, reference: string | undefined): WarrantyOfView | undefined =>
  reference === undefined
    ? undefined
    : request.user.role === 'technician'
      ? { reference, href: `/office/visits/${encodeURIComponent(reference)}` }
      : warrantyOfDesk(reference);

export const dayVisitView = (
  booking: StoredBooking,
  warrantyOf?: WarrantyOfView,
  job?: readonly JobVisitItem[],
): DayVisitView => ({
  reference: booking.reference,
  windowStart: Date.parse(booking.windowStart),
  windowEnd: Date.parse(booking.windowEnd),
  name: booking.name,
  address: visitAddress(booking),
  zip: booking.zip,
  mapHref: mapHref(visitAddress(booking)),
  phone: booking.phone,
  telHref: telHref(booking.phone),
  service: findService(booking.service)?.name ?? booking.service,
  brand: booking.brand,
  problem: booking.problem,
  coupon: booking.coupon,
  language: booking.language,
  status: booking.status,
  visitStatus: booking.visitStatus,
  ...(warrantyOf ? { warrantyOf } : {}),
  ...(job ? { job } : {}),
});

// The shell's one refusal page, here too for the screens beside this one.
export { refusalPage };

const MY_DAY_QUERY = v.object({ saved: notice({ status: 'Status saved.' }) });

/**
 * How far My Day looks for the next working day: as far as customers may book ahead, so a visit booked online is
 * always within it.
 */
const LOOK_AHEAD_DAYS = bookingRules.horizonDays;

/**
 * My Day: the signed-in person's visits today, in window order, with the status buttons; then their next working
 * day (the first New York day after today with visits of theirs: a closed day or a day off has none) to read ahead.
 */
export async function myDayPage(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  extra: { feedUrl?: string; saved?: string } = {},
): Promise<OfficeAnswer> {
  const { dispatch } = tools;
  const today = localDate(request.now.getTime(), timeZone);
  const tomorrow = zonedInstant(nextDate(today), 0, timeZone);
  const [visits, ahead, feedExists] = await Promise.all([
    dispatch.visitsOf(request.user.id, zonedInstant(today, 0, timeZone), tomorrow),
    dispatch.visitsOf(request.user.id, tomorrow, zonedInstant(nextDate(today, LOOK_AHEAD_DAYS + 1), 0, timeZone)),
    dispatch.hasFeed(request.user.id),
  ]);
  const dayOf = (visit: StoredBooking) => localDate(Date.parse(visit.windowStart), timeZone);
  const nextDay = ahead[0] && dayOf(ahead[0]);
  const next = ahead.filter((visit) => dayOf(visit) === nextDay);
  const ids = [...visits, ...next].map((visit) => visit.id);
  // A technician opens only their own visits' pages; the return visit of their own job is theirs too.
  const [{ originals }, jobs] = await Promise.all([
    tools.warranty.links(ids),
    tools.jobsOfVisits?.(ids, (reference) => `/office/visits/${encodeURIComponent(reference)}`),
  ]);
  const view = (visit: StoredBooking) =>
    dayVisitView(visit, warrantyOfFor(request, originals.get(visit.id)), jobs?.get(visit.id));
  return {
    page: {
      title: 'My Day',
      body: (
        <MyDayPage
          date={today}
          visits={visits.map(view)}
          next={{ date: nextDay, visits: next.map(view), withinDays: LOOK_AHEAD_DAYS }}
          csrf={request.csrf}
          canReopen={request.user.role !== 'technician'}
          saved={extra.saved ?? readQuery(MY_DAY_QUERY, request.query).saved}
          feedUrl={extra.feedUrl}
          feedExists={feedExists}
        />
      ),
    },
  };
}

/** What the board says after a change on it: the words for the window, the technician (by name), or both. */
export const SCHEDULE_SAVED = ['moved', 'technician', 'moved-technician', 'unchanged'] as const;
export type ScheduleSaved = (typeof SCHEDULE_SAVED)[number];

const SCHEDULE_QUERY = v.object({
  date: v.fallback(v.optional(v.string()), undefined),
  saved: oneOf(SCHEDULE_SAVED),
  /** The visit the change was made on: its technician's name is said, its card is the anchor. */
  visit: v.fallback(v.optional(v.string()), undefined),
});

/**
 * "Visit moved." only when the window changed, "Technician changed to Una Volt." when only the technician did,
 * both when both: the name is the visit's technician now, read from the board, never from the query string.
 */
export function savedNotice(
  saved: ScheduleSaved | undefined,
  technicianOf: () => string | undefined,
): string | undefined {
  if (saved === undefined) return undefined;
  if (saved === 'unchanged') return 'Nothing to change: the visit was there already.';
  const technician = `Technician changed to ${technicianOf() ?? 'Unassigned'}.`;
  if (saved === 'moved') return 'Visit moved.';
  return saved === 'technician' ? technician : `Visit moved. ${technician}`;
}

/** Reads the board's query string: the notice after a change, and the visit it names. */
export const scheduleQuery = (query: URLSearchParams) => readQuery(SCHEDULE_QUERY, query);

/** The town of a visit's zip, as the service area names it ("Silver Spring"); '' for a zip outside it. */
export function townOfZip(zip: string): string {
  const answer = lookupZip(zip);
  if (answer.kind === 'served') return answer.place.name;
  if (answer.kind === 'in-area') return answer.places[0]?.name ?? '';
  return '';
}

export const boardVisit = (booking: OfficeBooking, known: Set<string>, originals: Map<string, string>): BoardVisit => ({
  reference: booking.reference,
  name: booking.name,
  service: findService(booking.service)?.name ?? booking.service,
  status: booking.status,
  visitStatus: booking.visitStatus,
  technicianId: booking.technicianId && known.has(booking.technicianId) ? booking.technicianId : '',
  windowStart: isoInZone(Date.parse(booking.windowStart), timeZone),
  windowEnd: isoInZone(Date.parse(booking.windowEnd), timeZone),
  zip: booking.zip,
  town: townOfZip(booking.zip),
  movable: notStarted(booking),
  warrantyOf: warrantyOfDesk(originals.get(booking.id)),
});

/** The Schedule board of one day; `refused` shows a refused move beside its visit, at its status. */
export async function schedulePage(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  refused?: { status: number; date: string } & NonNullable<SchedulePageProps['refused']>,
): Promise<OfficeAnswer> {
  const query = scheduleQuery(request.query);
  const date = refused?.date ?? query.date ?? localDate(request.now.getTime(), timeZone);
  const [board, technicians] = await Promise.all([
    tools.bookings.windowsForOffice(1, date),
    tools.dispatch.technicians(),
  ]);
  if (board.kind !== 'ok' || !board.days[0])
    return refusalPage(400, 'Not a date', 'Please choose a real date, like 2026-12-24.', '/office/schedule');
  const day = board.days[0];
  const known = new Set(technicians.map((person) => person.id));
  const { originals } = await tools.warranty.links(
    [...day.windows.flatMap((window) => window.bookings), ...day.otherVisits].map((booking) => booking.id),
  );
  const windows = day.windows.map((window) => {
    const visits: Record<string, BoardVisit[]> = {};
    for (const booking of window.bookings) {
      const visit = boardVisit(booking, known, originals);
      (visits[visit.technicianId] ??= []).push(visit);
    }
    return {
      start: window.start,
      startsAt: window.startsAt,
      endsAt: Date.parse(window.end),
      capacity: window.capacity,
      taken: window.taken,
      past: window.past,
      visits,
    };
  });
  const status = refused?.status ?? 200;
  const technicianOf = () => {
    const visit = [...day.windows.flatMap((window) => window.bookings), ...day.otherVisits].find(
      (booking) => booking.reference === query.visit,
    );
    return technicians.find((person) => person.id === visit?.technicianId)?.name;
  };
  return {
    page: {
      title: `Schedule · ${date}`,
      status,
      body: (
        <SchedulePage
          date={date}
          previous={nextDate(date, -1)}
          next={nextDate(date, 1)}
          closed={day.closed}
          technicians={technicians}
          windows={windows}
          others={day.otherVisits.map((booking) => boardVisit(booking, known, originals))}
          csrf={request.csrf}
          saved={refused ? undefined : savedNotice(query.saved, technicianOf)}
          refused={
            refused
              ? {
                  reference: refused.reference,
                  error: refused.error,
                  technician: refused.technician,
                  windowStart: refused.windowStart,
                }
              : undefined
          }
        />
      ),
    },
  };
}
