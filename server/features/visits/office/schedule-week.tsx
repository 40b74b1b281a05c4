import { bookingRules } from '../../../../data/booking';
import type { BoardVisit } from '../../../../views/visits/SchedulePage';
import { ScheduleWeekPage } from '../../../../views/visits/ScheduleWeekPage';
import { calendarDay } from '../../../kernel/http/schemas';
import type { FeatureScreen } from '../../../office';
import { localDate, nextDate } from '../../booking';
import { boardVisit, refusalPage, savedNotice, scheduleQuery } from './dispatch-page';
import type { VisitsOfficeTools } from './tools';

/** The Monday of a day's week (YYYY-MM-DD): calendar arithmetic on the date itself, so no clock change moves it. */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return nextDate(date, -sinceMonday);
}

/**
 * /office/schedule/week?date=YYYY-MM-DD: the week (Monday to Sunday, America/New_York) holding that day, today's
 * by default; technicians down, days across. Each visit sits under the business's calendar day of its window,
 * so the weeks the clocks change in place them like any other.
 */
export const scheduleWeekScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const query = scheduleQuery(request.query);
  const date =
    query.date === undefined ? localDate(request.now.getTime(), bookingRules.timeZone) : calendarDay(query.date);
  if (!date)
    return refusalPage(400, 'Not a date', 'Please choose a real date, like 2026-12-24.', '/office/schedule/week');
  const monday = mondayOf(date);
  const [week, technicians] = await Promise.all([
    tools.bookings.windowsForOffice(7, monday),
    tools.dispatch.technicians(),
  ]);
  if (week.kind !== 'ok')
    return refusalPage(400, 'Not a date', 'Please choose a real date, like 2026-12-24.', '/office/schedule/week');
  const bookings = week.days.flatMap((day) => [
    ...day.windows.flatMap((window) => window.bookings),
    ...day.otherVisits,
  ]);
  const known = new Set(technicians.map((person) => person.id));
  const { originals } = await tools.warranty.links(bookings.map((booking) => booking.id));
  const cells: Record<string, Record<string, BoardVisit[]>> = {};
  for (const booking of [...bookings].sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))) {
    const visit = boardVisit(booking, known, originals);
    const day = localDate(Date.parse(booking.windowStart), bookingRules.timeZone);
    ((cells[visit.technicianId] ??= {})[day] ??= []).push(visit);
  }
  const technicianOf = () => {
    const visit = bookings.find((booking) => booking.reference === query.visit);
    return technicians.find((person) => person.id === visit?.technicianId)?.name;
  };
  return {
    page: {
      title: `Schedule · week of ${monday}`,
      body: (
        <ScheduleWeekPage
          monday={monday}
          previous={nextDate(monday, -7)}
          next={nextDate(monday, 7)}
          days={week.days.map((day) => ({ date: day.date, closed: day.closed }))}
          technicians={technicians}
          cells={cells}
          csrf={request.csrf}
          saved={savedNotice(query.saved, technicianOf)}
        />
      ),
    },
  };
};
