import { refusalPage } from '../../../office';
import * as v from 'valibot';
import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
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
import { notice, readQuery } from '../../../kernel/http/schemas';
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
  status: booking.status,
  visitStatus: booking.visitStatus,
  ...(warrantyOf ? { warrantyOf } : {}),
  ...(job ? { job } : {}),
});

// The shell's one refusal page, here too for the screens beside this one.
export { refusalPage };

const MY_DAY_QUERY = v.object({ saved: notice({ status: 'Status saved.' }) });

/** My Day: the signed-in person's visits today, in window order, with the status buttons. */
export async function myDayPage(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  extra: { feedUrl?: string; saved?: string } = {},
): Promise<OfficeAnswer> {
  const { dispatch } = tools;
  const today = localDate(request.now.getTime(), timeZone);
  const [visits, feedExists] = await Promise.all([
    dispatch.visitsOf(request.user.id, zonedInstant(today, 0, timeZone), zonedInstant(nextDate(today), 0, timeZone)),
    dispatch.hasFeed(request.user.id),
  ]);
  const ids = visits.map((visit) => visit.id);
  // A technician opens only their own visits' pages; the return visit of their own job is theirs too.
  const [{ originals }, jobs] = await Promise.all([
    tools.warranty.links(ids),
    tools.jobsOfVisits?.(ids, (reference) => `/office/visits/${encodeURIComponent(reference)}`),
  ]);
  return {
    page: {
      title: 'My Day',
      body: (
        <MyDayPage
          date={today}
          visits={visits.map((visit) =>
            dayVisitView(visit, warrantyOfFor(request, originals.get(visit.id)), jobs?.get(visit.id)),
          )}
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

const SCHEDULE_QUERY = v.object({
  date: v.fallback(v.optional(v.string()), undefined),
  saved: notice({ moved: 'Visit moved.', unchanged: 'Nothing to change: the visit was there already.' }),
});

const boardVisit = (booking: OfficeBooking, known: Set<string>, originals: Map<string, string>): BoardVisit => ({
  reference: booking.reference,
  name: booking.name,
  service: findService(booking.service)?.name ?? booking.service,
  status: booking.status,
  visitStatus: booking.visitStatus,
  technicianId: booking.technicianId && known.has(booking.technicianId) ? booking.technicianId : '',
  windowStart: isoInZone(Date.parse(booking.windowStart), timeZone),
  warrantyOf: warrantyOfDesk(originals.get(booking.id)),
});

/** The Schedule board of one day; `refused` shows a refused move beside its visit, at its status. */
export async function schedulePage(
  request: OfficeRequest,
  tools: VisitsOfficeTools,
  refused?: { status: number; date: string } & NonNullable<SchedulePageProps['refused']>,
): Promise<OfficeAnswer> {
  const query = readQuery(SCHEDULE_QUERY, request.query);
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
          saved={refused ? undefined : query.saved}
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
