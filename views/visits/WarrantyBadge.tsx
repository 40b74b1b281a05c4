import { type WarrantyOfView, type WarrantyVisitView } from '../booking/office/booking-types';
import { bookingHref } from '../office/links';
import { clockTime, dayName, line } from '../office/format';

export type { WarrantyOfView, WarrantyVisitView };

/**
 * "Warranty visit" beside a visit wherever the office sees it (a booking, Today, Schedule, Bookings, My Day, a
 * visit, a customer's history), with a link to the Done visit it is free for.
 */
export function WarrantyBadge({ of }: { of: WarrantyOfView | undefined }) {
  if (!of) return null;
  return (
    <span className="warranty-badge">
      <span className="office-status office-status--warranty">Warranty visit</span>{' '}
      <a href={of.href}>for {line(of.reference)}</a>
    </span>
  );
}

/** The desk's link to a warranty visit's original. */
export const warrantyOfDesk = (reference: string | undefined): WarrantyOfView | undefined =>
  reference ? { reference, href: bookingHref(reference) } : undefined;

/** On a Done visit's page: the warranty visits booked for it, each a link. */
export function WarrantyVisits({ visits }: { visits: readonly WarrantyVisitView[] }) {
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="warranty-visits-heading" className="office-block warranty-visits">
      <h2 id="warranty-visits-heading">Warranty visits</h2>
      <ul>
        {visits.map((visit) => (
          <li key={visit.reference}>
            <a href={bookingHref(visit.reference)}>{line(visit.reference)}</a> · {dayName(visit.date)},{' '}
            {clockTime(visit.windowStart)}–{clockTime(visit.windowEnd)} · {visit.status} · no charge
          </li>
        ))}
      </ul>
    </section>
  );
}
