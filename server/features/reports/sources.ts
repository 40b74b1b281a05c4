import { sql, type Kysely } from 'kysely';
import { heardFromLabel } from '../../../data/sources';
import type { LeadSourceRow } from '../../../views/reports/report-types';
import type { Tables } from '../../kernel/db/schema';
import { num, type ReportPeriod } from './callbacks';

/** A visit that counts as Done: still holding its place, marked Done (as store.ts). */
const DONE = sql<boolean>`(b.status = 'booked' and b.visit_status = 'done')`;

/**
 * Whether a booking of the lead's customer was made at or after the lead arrived, cancelled later or not: the
 * lead converted. The customers link (customer_records, kept current by merges) says whose each record is.
 * Cross joins, so SQLite (no statistics) goes from the lead's own link to its customer's bookings
 * (`customer_records_kind`, migration 0052) and never starts from every booking's link; PostgreSQL plans
 * them as inner joins.
 */
const CONVERTED = sql<boolean>`exists (select 1 from customer_records lr cross join customer_records br cross join bookings cb where lr.kind = 'lead' and lr.record_id = l.id and br.customer_id = lr.customer_id and br.kind = 'booking' and cb.id = br.record_id and cb.created_at >= l.received_at)`;

/** A record's source: the visitor's answer, else the UTM source it landed with, else none. */
function sourceKey(heardFrom: string | null, utmSource: string | null): { key: string; label: string } {
  const label = heardFrom ? heardFromLabel(heardFrom) : undefined;
  if (heardFrom && label) return { key: heardFrom, label };
  if (utmSource) return { key: `utm:${utmSource}`, label: `Campaign: ${utmSource}` };
  return { key: 'none', label: 'Not said' };
}

/**
 * Where the work comes from (docs/reports.md#by-source): the period's leads (by the day they came in) and
 * bookings (by the day of their visit, as every booking figure) per source, what the leads became, and the
 * billed revenue of the Done ordinary visits (Reports' revenue). Grouped by the database on the two columns
 * that decide a source; the few groups are merged into sources here.
 */
export async function byLeadSource(db: Kysely<Tables>, period: ReportPeriod): Promise<LeadSourceRow[]> {
  const [leads, bookings] = await Promise.all([
    db
      .selectFrom('leads as l')
      .where('l.received_at', '>=', period.start)
      .where('l.received_at', '<', period.end)
      .select([
        'l.heard_from as heard',
        'l.utm_source as utm',
        (eb) => eb.fn.countAll<number | string>().as('leads'),
        sql<number | string>`sum(case when ${CONVERTED} then 1 else 0 end)`.as('converted'),
      ])
      .groupBy(['l.heard_from', 'l.utm_source'])
      .execute(),
    db
      .selectFrom('bookings as b')
      .leftJoin('visit_charges as c', 'c.booking_id', 'b.id')
      .where('b.window_start', '>=', period.start)
      .where('b.window_start', '<', period.end)
      .select([
        'b.heard_from as heard',
        'b.utm_source as utm',
        (eb) => eb.fn.countAll<number | string>().as('bookings'),
        sql<number | string>`sum(case when ${DONE} then 1 else 0 end)`.as('done'),
        sql<number | string | null>`sum(case when ${DONE} and b.warranty_of is null then c.total_cents else 0 end)`.as(
          'revenue',
        ),
      ])
      .groupBy(['b.heard_from', 'b.utm_source'])
      .execute(),
  ]);
  const rows = new Map<string, LeadSourceRow>();
  const rowOf = (heard: string | null, utm: string | null) => {
    const { key, label } = sourceKey(heard, utm);
    const row = rows.get(key) ?? { key, label, leads: 0, converted: 0, bookings: 0, done: 0, revenueCents: 0 };
    rows.set(key, row);
    return row;
  };
  for (const group of leads) {
    const row = rowOf(group.heard, group.utm);
    row.leads += num(group.leads);
    row.converted += num(group.converted);
  }
  for (const group of bookings) {
    const row = rowOf(group.heard, group.utm);
    row.bookings += num(group.bookings);
    row.done += num(group.done);
    row.revenueCents += num(group.revenue);
  }
  // Most work first; "Not said" last, as the one line the owner cannot act on.
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.key === 'none') - Number(b.key === 'none') ||
      b.bookings + b.leads - (a.bookings + a.leads) ||
      a.label.localeCompare(b.label),
  );
}
