import { bookingRules, weekdayOf, windowStartsOn } from '../../../data/booking';
import { findService } from '../../../data/services';
import { TodayPage, type TodayDay, type TodaySurge, type TodayVisit } from '../../../views/office/TodayPage';
import type { StoredBooking } from '../../booking/store';
import { triggerWords, type SurgeStatus } from '../../booking/surge';
import { localDate, nextDate, zonedInstant } from '../../booking/windows';
import { serviceLabel, telHref } from '../../leads/mailer';
import type { OfficeScreen } from '../http';

/** Today and the next 7 days. */
const DAYS = 8;
/** New leads shown on Today; the rest are one tap away on the Leads screen. */
const WAITING_SHOWN = 20;

const visitOf = (booking: StoredBooking): TodayVisit => ({
  reference: booking.reference,
  name: booking.name,
  phone: booking.phone,
  telHref: telHref(booking.phone),
  service: findService(booking.service)?.name ?? booking.service,
  address: booking.address,
  zip: booking.zip,
  windowStart: Date.parse(booking.windowStart),
  windowEnd: Date.parse(booking.windowEnd),
  problem: booking.problem,
});

/** The surge defence for Today: shown while it is on, or when it held anything in the last day. */
function surgeOf(status: SurgeStatus): TodaySurge | undefined {
  const { waitingCount, confirmedCount, expiredCount } = status;
  if (!status.on && waitingCount + confirmedCount + expiredCount === 0) return undefined;
  return {
    on: status.on,
    ...(status.reached ? { reached: triggerWords(status.reached) } : {}),
    waiting: status.waiting.map((held) => ({
      id: held.id,
      name: held.name,
      phone: held.phone,
      telHref: telHref(held.phone),
      service: findService(held.service)?.name ?? held.service,
      date: localDate(Date.parse(held.windowStart), bookingRules.timeZone),
      windowStart: Date.parse(held.windowStart),
      windowEnd: Date.parse(held.windowEnd),
      createdAt: held.createdAt,
      expiresAt: held.expiresAt,
    })),
    waitingCount,
    confirmedCount,
    expiredCount,
    ...(status.lastHeldAt ? { lastHeldAt: status.lastHeldAt } : {}),
  };
}

/** /office: the leads waiting for a call back, oldest first, and each day's visits by arrival window. */
export const todayScreen: OfficeScreen = async ({ store, booking, now, csrf }) => {
  const { timeZone, windowMinutes } = bookingRules;
  const today = localDate(now.getTime(), timeZone);
  const dates = Array.from({ length: DAYS }, (_, offset) => nextDate(today, offset));
  // The schedule the visitors see: the office's capacity per window and its closed days over the defaults.
  const [bookings, waiting, rules, surge] = await Promise.all([
    store.bookingsBetween(zonedInstant(today, 0, timeZone), zonedInstant(nextDate(today, DAYS), 0, timeZone)),
    store.waitingLeads(WAITING_SHOWN + 1),
    booking.schedule.current(),
    booking.surge.status(now),
  ]);
  const byDate = new Map<string, StoredBooking[]>();
  for (const booking of bookings) {
    const date = localDate(Date.parse(booking.windowStart), timeZone);
    byDate.set(date, [...(byDate.get(date) ?? []), booking]);
  }
  const days: TodayDay[] = dates.map((date) => {
    const visits = (byDate.get(date) ?? []).map(visitOf);
    const closed = rules.closedDays.find((day) => day.date === date)?.reason;
    // A closed day has no windows to fill; visits booked before it was closed are still listed, to be moved.
    if (closed) return { date, closed, windows: [], others: visits };
    const windows = windowStartsOn(weekdayOf(date)).map((minutes) => {
      const startsAt = zonedInstant(date, minutes, timeZone);
      return {
        startsAt,
        endsAt: zonedInstant(date, minutes + windowMinutes, timeZone),
        capacity: rules.capacityOf(date, minutes),
        visits: visits.filter((visit) => visit.windowStart === startsAt),
      };
    });
    const inWindows = new Set(windows.map((window) => window.startsAt));
    return {
      date,
      windows,
      others: visits.filter((visit) => !inWindows.has(visit.windowStart)),
    };
  });
  return {
    page: {
      title: 'Today',
      body: (
        <TodayPage
          now={now.getTime()}
          surge={surgeOf(surge)}
          days={days}
          waiting={waiting.slice(0, WAITING_SHOWN).map((lead) => ({
            id: lead.id,
            name: lead.name,
            phone: lead.phone,
            telHref: telHref(lead.phone),
            service: serviceLabel(lead.service),
            receivedAt: lead.receivedAt,
            message: lead.message,
          }))}
          moreWaiting={waiting.length > WAITING_SHOWN}
          csrf={csrf}
        />
      ),
    },
  };
};
