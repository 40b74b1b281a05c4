import { bookingRules } from '../../../../data/booking';
import { formatCents } from '../../../../data/charges';
import { displayStatus } from '../../../../data/visit-status';
import { findService } from '../../../../data/site/services';
import { TodayPage, type TodayDay, type TodaySurge, type TodayVisit } from '../../../../views/today/TodayPage';
import { localDate, triggerWords, type OfficeBooking, type SurgeStatus } from '../../booking';
import { serviceLabel, telHref } from '../../../kernel/mail/mailer';
import type { FeatureScreen } from '../../../office';
import type { TodayOfficeTools } from './tools';
import { warrantyOfDesk } from '../../../../views/visits/WarrantyBadge';
import { confirmByPhone } from '../../../../views/booking/office/ConfirmByPhone';
import { ENDED_VISIT } from '../../../../data/visit-status';

/** Today and tomorrow: the week is the Bookings screen's. */
const DAYS = 2;
/** New leads shown on Today; the rest are one tap away on the Leads screen. */
const WAITING_SHOWN = 20;

/** A visit's row. `technician` is the assigned technician's name: the view shows it when given. */
export const visitOf = (
  booking: OfficeBooking & {
    technician?: string | undefined;
    warrantyOf?: string | undefined;
    confirmByPhone?: boolean | undefined;
  },
): TodayVisit => ({
  reference: booking.reference,
  name: booking.name,
  service: findService(booking.service)?.name ?? booking.service,
  windowStart: Date.parse(booking.windowStart),
  windowEnd: Date.parse(booking.windowEnd),
  status: displayStatus(booking.status, booking.visitStatus).label,
  ...(booking.technician ? { technician: booking.technician } : {}),
  ...(booking.warrantyOf ? { warrantyOf: warrantyOfDesk(booking.warrantyOf) } : {}),
  ...(booking.confirmByPhone ? { confirmByPhone: true } : {}),
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

/**
 * /office: today's and tomorrow's visits by window, the surge defence, the leads waiting for a call back, and the
 * customers whose low review asked for one (docs/reviews.md).
 */
export const todayScreen: FeatureScreen<TodayOfficeTools> = async ({ now, csrf }, today) => {
  const [windows, waiting, surge, technicians, callbacks, estimates, jobs, owed] = await Promise.all([
    today.bookings.windowsForOffice(DAYS, localDate(now.getTime(), bookingRules.timeZone)),
    today.leads.waitingLeads(WAITING_SHOWN + 1),
    today.surge.status(now),
    today.dispatch.technicians(),
    today.reviews.callbacksWaiting(),
    today.estimates(now),
    today.jobs(now),
    today.owed(now),
  ]);
  // Who goes to each visit, by name: one read of the team rather than one per visit.
  const names = new Map(technicians.map((person) => [person.id, person.name]));
  const shown =
    windows.kind === 'ok'
      ? windows.days.flatMap((day) => [...day.windows.flatMap((w) => w.bookings), ...day.otherVisits])
      : [];
  const { originals } = await today.warranty.links(shown.map((visit) => visit.id));
  // Only the few visits booked without an e-mail ask whether their number may be texted.
  const unreached = new Set<string>();
  for (const visit of shown)
    if (
      visit.status === 'booked' &&
      !ENDED_VISIT.includes(visit.visitStatus) &&
      visit.email.trim() === '' &&
      confirmByPhone(visit.email, await today.textPermission(visit.phone))
    )
      unreached.add(visit.id);
  const row = (visit: OfficeBooking) =>
    visitOf({
      ...visit,
      technician: visit.technicianId ? names.get(visit.technicianId) : undefined,
      warrantyOf: originals.get(visit.id),
      confirmByPhone: unreached.has(visit.id),
    });
  const days: TodayDay[] =
    windows.kind === 'ok'
      ? windows.days.map((day) => ({
          date: day.date,
          ...(day.closed ? { closed: day.closed } : {}),
          // A closed day's visits (booked before it closed) are listed with their times, to be moved.
          windows: day.closed
            ? []
            : day.windows.map((window) => ({
                startsAt: window.startsAt,
                endsAt: Date.parse(window.end),
                capacity: window.capacity,
                visits: window.bookings.map(row),
              })),
          others: [...(day.closed ? day.windows.flatMap((window) => window.bookings) : []), ...day.otherVisits].map(
            row,
          ),
        }))
      : [];
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
          }))}
          moreWaiting={waiting.length > WAITING_SHOWN}
          callbacks={callbacks.map((review) => ({
            id: review.id,
            rating: review.rating,
            body: review.body,
            name: review.name,
            phone: review.phone,
            telHref: telHref(review.phone),
            reference: review.reference,
            createdAt: review.createdAt,
          }))}
          estimates={estimates}
          jobs={jobs}
          unpaid={owed.count > 0 ? { count: owed.count, total: formatCents(owed.totalCents) } : undefined}
          csrf={csrf}
        />
      ),
    },
  };
};
