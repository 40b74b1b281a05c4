import { bookingRules } from '../../../../data/booking';
import { findService } from '../../../../data/site/services';
import { CloseDayPage, type CloseDayPageProps } from '../../../../views/booking/office/CloseDayPage';
import { dayName } from '../../../../views/office/format';
import type { OfficeBooking } from '../office';
import { localDate, zonedInstant } from '../../../kernel/time-zone';
import { calendarDay } from '../../../kernel/http/schemas';
import type { OfficeAnswer, OfficeRequest } from '../../../office/http';
import type { BookingOfficeTools } from './tools';

/** The visits still booked on `date` (YYYY-MM-DD), by window; none for a date that is not one. */
export async function visitsOn(tools: Pick<BookingOfficeTools, 'bookings'>, date: string): Promise<OfficeBooking[]> {
  if (!calendarDay(date)) return [];
  const found = await tools.bookings.bookingsBetween(date, date);
  return found.kind === 'ok' ? (found.days[0]?.bookings ?? []).filter((b) => b.status === 'booked') : [];
}

export type CloseDayShown = Omit<CloseDayPageProps, 'visits' | 'today' | 'csrf'> & { status: number };

/** The confirmation step: the day's visits with their times, and the choice of moving or cancelling them. */
export function closeDayPage(request: OfficeRequest, visits: OfficeBooking[], shown: CloseDayShown): OfficeAnswer {
  const { status, ...props } = shown;
  return {
    page: {
      title: `Close ${dayName(props.date)}`,
      status,
      body: (
        <CloseDayPage
          {...props}
          visits={visits.map((visit) => ({
            reference: visit.reference,
            name: visit.name,
            service: findService(visit.service)?.name ?? visit.service,
            windowStart: Date.parse(visit.windowStart),
            windowEnd: Date.parse(visit.windowEnd),
          }))}
          today={localDate(request.now.getTime(), bookingRules.timeZone)}
          csrf={request.csrf}
        />
      ),
    },
  };
}

/** Where each visit goes: its reference and the new window's start (ISO text in the business's zone). */
export type MovePlan =
  { kind: 'ok'; moves: { reference: string; start: string }[] } | { kind: 'refused'; error: string };

const minuteOfDay = (iso: string) => {
  const start = Date.parse(iso);
  return Math.round((start - zonedInstant(localDate(start, bookingRules.timeZone), 0, bookingRules.timeZone)) / 60_000);
};

/**
 * Where the closed day's visits go on `moveTo`: each to the window at its own time while it has room, else the
 * nearest window with room; only with `force` past the capacity (or onto a closed day). Decided before the day
 * is closed, so a day without room refuses and changes nothing.
 */
export async function planMoves(
  request: OfficeRequest,
  tools: Pick<BookingOfficeTools, 'bookings'>,
  visits: OfficeBooking[],
  closing: string,
  moveTo: string,
  force: boolean,
): Promise<MovePlan> {
  const refuse = (error: string): MovePlan => ({ kind: 'refused', error });
  const today = localDate(request.now.getTime(), bookingRules.timeZone);
  const found = await tools.bookings.windowsForOffice(1, moveTo);
  if (found.kind !== 'ok') return refuse('Please enter a real date, like 2026-12-24.');
  if (moveTo === closing) return refuse('Please choose another day than the one you are closing.');
  if (moveTo < today) return refuse('That day has already passed.');
  const target = found.days[0]!;
  if (target.closed && !force)
    return refuse(`${dayName(moveTo)} is closed too (${target.closed}). Choose another day, or tick "over capacity".`);
  const open = target.windows.filter((window) => !window.past && window.capacity > 0);
  const windows = open.length > 0 || !force ? open : target.windows.filter((window) => !window.past);
  if (windows.length === 0) return refuse(`${dayName(moveTo)} has no arrival windows left. Choose another day.`);
  const room = new Map(windows.map((window) => [window.startsAt, window.capacity - window.taken]));
  const moves: { reference: string; start: string }[] = [];
  for (const visit of visits) {
    const minutes = minuteOfDay(visit.windowStart);
    const nearest = [...windows].sort(
      (a, b) => Math.abs(a.startMinutes - minutes) - Math.abs(b.startMinutes - minutes) || a.startsAt - b.startsAt,
    );
    const chosen = nearest.find((window) => room.get(window.startsAt)! > 0) ?? (force ? nearest[0] : undefined);
    if (!chosen) {
      const places = windows.reduce((sum, window) => sum + Math.max(0, window.capacity - window.taken), 0);
      return refuse(
        `${dayName(moveTo)} has room for ${places} of the ${visits.length} visits. Choose another day, or tick "over capacity".`,
      );
    }
    room.set(chosen.startsAt, room.get(chosen.startsAt)! - 1);
    moves.push({ reference: visit.reference, start: chosen.start });
  }
  return { kind: 'ok', moves };
}
