import { bookingHref } from '../office/links';
import { clockTime, dayName, line } from '../office/format';
import { SaveOnChangeIsland, TechnicianChoice, VisitPlace, type BoardVisit } from './SchedulePage';
import { VisitStatusTag } from './VisitStatus';
import { WarrantyBadge } from './WarrantyBadge';

export interface ScheduleWeekPageProps {
  /** The week's Monday, YYYY-MM-DD in the business's zone. */
  monday: string;
  /** The Mondays before and after, for the pager. */
  previous: string;
  next: string;
  /** Monday to Sunday, each with the reason it is closed to new bookings, if it is. */
  days: { date: string; closed?: string | undefined }[];
  /** The rows after "Unassigned", by name. */
  technicians: { id: string; name: string }[];
  /** The visits of each row (technician id, '' for unassigned) and day (YYYY-MM-DD), in window order. */
  cells: Record<string, Record<string, BoardVisit[]>>;
  csrf: string;
  saved?: string | undefined;
}

const windowOf = (visit: BoardVisit) =>
  `${clockTime(Date.parse(visit.windowStart))}–${clockTime(Date.parse(visit.windowEnd))}`;

/** One visit in a week's cell: its window, the customer, the town, its status, and its technician to change. */
function WeekCard({
  visit,
  props,
  date,
}: {
  visit: BoardVisit;
  props: Pick<ScheduleWeekPageProps, 'technicians' | 'csrf'>;
  date: string;
}) {
  return (
    <li className="office-board__visit" id={`visit-${visit.reference}`}>
      <span className="office-board__when">{windowOf(visit)}</span>{' '}
      <a href={bookingHref(visit.reference)}>{line(visit.name) || visit.reference}</a> <VisitPlace visit={visit} />{' '}
      <VisitStatusTag status={visit.status} visitStatus={visit.visitStatus} /> <WarrantyBadge of={visit.warrantyOf} />
      <TechnicianChoice
        visit={visit}
        technicians={props.technicians}
        csrf={props.csrf}
        date={date}
        view="week"
        chosen={visit.technicianId}
      />
    </li>
  );
}

/**
 * The Schedule's week: technicians down (unassigned first), Monday to Sunday across, each cell that person's
 * visits of the day. Each day's heading opens its board. On a phone the table scrolls sideways inside its own
 * labelled region, as the day's board does.
 */
export function ScheduleWeekPage(props: ScheduleWeekPageProps) {
  const { monday, previous, next, days, technicians, cells, saved } = props;
  const rows = [{ id: '', name: 'Unassigned' }, ...technicians];
  return (
    <>
      <h1>Schedule</h1>
      <nav aria-label="Weeks" className="office-pager">
        <a href={`/office/schedule/week?date=${previous}`}>← Previous week</a>
        <a href={`/office/schedule?date=${monday}`}>Day</a>
        <a href={`/office/schedule/week?date=${next}`}>Next week →</a>
      </nav>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {/* Focusable so a keyboard can scroll the week sideways on a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="office-board office-board--week" aria-labelledby="week-caption" tabIndex={0}>
        <table>
          <caption id="week-caption">Week of {dayName(monday)}: visits by technician and day</caption>
          <thead>
            <tr>
              <th scope="col">Technician</th>
              {days.map((day) => (
                <th scope="col" key={day.date}>
                  <a href={`/office/schedule?date=${day.date}`}>{dayName(day.date)}</a>
                  {day.closed && <span className="office-board__taken">Closed: {line(day.closed)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id || 'unassigned'}>
                <th scope="row">{line(row.name)}</th>
                {days.map((day) => {
                  const visits = cells[row.id]?.[day.date] ?? [];
                  return (
                    <td key={day.date}>
                      {visits.length > 0 && (
                        <ul className="office-board__visits">
                          {visits.map((visit) => (
                            <WeekCard key={visit.reference} visit={visit} props={props} date={day.date} />
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SaveOnChangeIsland />
    </>
  );
}
