import { heardFromLabel } from '../../../data/sources';
import type { LeadSourceRow } from '../../../views/reports/report-types';
import type { LeadRow } from './callbacks';
import { billed, isDone, type VisitRow } from './visits';

/** A record's source: the visitor's answer, else the UTM source it landed with, else none. */
function sourceKey(heardFrom: string | null, utmSource: string | null): { key: string; label: string } {
  const label = heardFrom ? heardFromLabel(heardFrom) : undefined;
  if (heardFrom && label) return { key: heardFrom, label };
  if (utmSource) return { key: `utm:${utmSource}`, label: `Campaign: ${utmSource}` };
  return { key: 'none', label: 'Not said' };
}

/**
 * Where the work comes from (docs/reports.md#by-source): the leads (by the day they came in) and bookings (by the
 * day of their visit, as every booking figure) per source, what the leads became, and the billed revenue of the
 * Done ordinary visits (Reports' revenue), added into `rows` (a day's lines, or a period's). From the rows the
 * other figures read, so the sources cost no statement of their own.
 */
export function addLeadSources(
  rows: Map<string, LeadSourceRow>,
  leads: readonly LeadRow[],
  visits: readonly VisitRow[],
): Map<string, LeadSourceRow> {
  const rowOf = (heard: string | null, utm: string | null) => {
    const { key, label } = sourceKey(heard, utm);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { key, label, leads: 0, converted: 0, bookings: 0, done: 0, revenueCents: 0 }));
    return row;
  };
  for (const lead of leads) {
    const row = rowOf(lead.heard, lead.utm);
    row.leads += 1;
    if (lead.converted) row.converted += 1;
  }
  for (const visit of visits) {
    const row = rowOf(visit.heard, visit.utm);
    row.bookings += 1;
    if (isDone(visit)) row.done += 1;
    row.revenueCents += billed(visit);
  }
  return rows;
}

/** The sources in the Reports' order: most work first; "Not said" last, as the one line the owner cannot act on. */
export function byLeadSource(rows: Iterable<LeadSourceRow>): LeadSourceRow[] {
  return [...rows].sort(
    (a, b) =>
      Number(a.key === 'none') - Number(b.key === 'none') ||
      b.bookings + b.leads - (a.bookings + a.leads) ||
      a.label.localeCompare(b.label),
  );
}
