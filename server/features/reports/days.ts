import type { LeadSourceRow, Outcomes } from '../../../views/reports/report-types';
import { business } from '../../../data/business';
import type { AppDatabase } from '../../kernel/db/database';
import { nextDate, zonedInstant } from '../../kernel/time-zone';
import { addJobSums, noJobSums, periodJobs, type JobRow, type JobSums } from './jobs';
import { isUntimed, periodLeads, type LeadRow, type ReportPeriod } from './callbacks';
import { addLeadSources } from './sources';
import { billed, byHandOf, isDone, outcomesOf, periodVisits, tally, type Tally, type VisitRow } from './visits';

/**
 * The figures of the visits and leads of some business days, counted: what the Reports' breakdowns, outcomes,
 * revenue, money by hand, sources of work and call-backs are made from. A day's are kept in `report_days`;
 * a period's are its days' added together (`addFigures`), in day order. Every count and sum is an integer of
 * cents or rows, and the call-back delays are kept one by one (a median is not a sum), so a period's figures
 * are exactly those its rows would give counted at once (docs/decisions/0063-report-days.md).
 */
export interface Figures {
  source: Map<string, Tally>;
  service: Map<string, Tally>;
  zip: Map<string, Tally>;
  /** '' for the visits no technician is assigned to. */
  technician: Map<string, Tally>;
  work: Map<string, LeadSourceRow>;
  outcomes: Outcomes & { warrantyDone: number };
  /** The Done ordinary visits with a price, by the method recorded: billed revenue. */
  payment: Map<string, { visits: number; cents: number }>;
  /** Collected by hand at the visit, by method. */
  hand: Map<string, { payments: number; cents: number }>;
  leads: number;
  untimed: number;
  /** Seconds from each lead's arrival to its first call back, where one is recorded. */
  delays: number[];
  /** The jobs: estimates approved, by the day of the approval. */
  jobs: JobSums;
}

export const noFigures = (): Figures => ({
  source: new Map(),
  service: new Map(),
  zip: new Map(),
  technician: new Map(),
  work: new Map(),
  outcomes: { total: 0, done: 0, noShow: 0, cancelled: 0, open: 0, warranty: 0, warrantyDone: 0 },
  payment: new Map(),
  hand: new Map(),
  leads: 0,
  untimed: 0,
  delays: [],
  jobs: noJobSums(),
});

/** The figures of some visits and leads. */
export function figuresOf(visits: readonly VisitRow[], leads: readonly LeadRow[], jobs: readonly JobRow[]): Figures {
  const payment = new Map<string, { visits: number; cents: number }>();
  for (const row of visits) {
    if (!isDone(row) || row.warranty || row.payment === null) continue;
    const line = payment.get(row.payment) ?? { visits: 0, cents: 0 };
    line.visits += 1;
    line.cents += billed(row);
    payment.set(row.payment, line);
  }
  return {
    source: tally(visits, (row) => row.source),
    service: tally(visits, (row) => row.service),
    zip: tally(visits, (row) => row.zip),
    technician: tally(visits, (row) => row.technician ?? ''),
    work: addLeadSources(new Map(), leads, visits),
    outcomes: outcomesOf(visits),
    payment,
    hand: byHandOf(visits),
    leads: leads.length,
    untimed: leads.filter(isUntimed).length,
    delays: leads.flatMap((lead) => (lead.delay === null ? [] : [lead.delay])),
    jobs: jobs.reduce((sum, job) => addJobSums(sum, job.sums), noJobSums()),
  };
}

/** Adds each figure of `part` into `into` (new keys after the ones already there), and answers `into`. */
export function addFigures(into: Figures, part: Figures): Figures {
  const add = <T extends object>(target: Map<string, T>, source: Map<string, T>, fields: readonly (keyof T)[]) => {
    for (const [key, value] of source) {
      const line = target.get(key);
      if (!line) target.set(key, { ...value });
      else for (const field of fields) (line[field] as number) += value[field] as number;
    }
  };
  const lines = ['bookings', 'done', 'revenueCents'] as const;
  add(into.source, part.source, lines);
  add(into.service, part.service, lines);
  add(into.zip, part.zip, lines);
  add(into.technician, part.technician, lines);
  add(into.work, part.work, ['leads', 'converted', ...lines]);
  for (const field of Object.keys(into.outcomes) as (keyof Figures['outcomes'])[])
    into.outcomes[field] += part.outcomes[field];
  add(into.payment, part.payment, ['visits', 'cents']);
  add(into.hand, part.hand, ['payments', 'cents']);
  into.leads += part.leads;
  into.untimed += part.untimed;
  for (const delay of part.delays) into.delays.push(delay);
  addJobSums(into.jobs, part.jobs);
  return into;
}

type TallyLine = [string, number, number, number];
type Stored = {
  source: TallyLine[];
  service: TallyLine[];
  zip: TallyLine[];
  technician: TallyLine[];
  work: [string, string, number, number, number, number, number][];
  outcomes: number[];
  payment: [string, number, number][];
  hand: [string, number, number][];
  leads: number;
  untimed: number;
  delays: number[];
  jobs: JobSums;
};

const OUTCOMES = ['total', 'done', 'noShow', 'cancelled', 'open', 'warranty', 'warrantyDone'] as const;

/** A day's figures as `report_days.figures` keeps them: JSON arrays, each map's lines in their order. */
export function storedFigures(figures: Figures): string {
  const lines = (map: Map<string, Tally>): TallyLine[] =>
    [...map].map(([key, t]) => [key, t.bookings, t.done, t.revenueCents]);
  const stored: Stored = {
    source: lines(figures.source),
    service: lines(figures.service),
    zip: lines(figures.zip),
    technician: lines(figures.technician),
    work: [...figures.work.values()].map((r) => [
      r.key,
      r.label,
      r.leads,
      r.converted,
      r.bookings,
      r.done,
      r.revenueCents,
    ]),
    outcomes: OUTCOMES.map((field) => figures.outcomes[field]),
    payment: [...figures.payment].map(([method, line]) => [method, line.visits, line.cents]),
    hand: [...figures.hand].map(([method, line]) => [method, line.payments, line.cents]),
    leads: figures.leads,
    untimed: figures.untimed,
    delays: figures.delays,
    jobs: figures.jobs,
  };
  return JSON.stringify(stored);
}

/** A day's figures read back from `report_days.figures`. */
export function readFigures(text: string): Figures {
  const stored = JSON.parse(text) as Stored;
  const lines = (rows: TallyLine[]) =>
    new Map(rows.map(([key, bookings, done, revenueCents]) => [key, { bookings, done, revenueCents }]));
  const figures = noFigures();
  OUTCOMES.forEach((field, i) => (figures.outcomes[field] = stored.outcomes[i]!));
  return {
    ...figures,
    source: lines(stored.source),
    service: lines(stored.service),
    zip: lines(stored.zip),
    technician: lines(stored.technician),
    work: new Map(
      stored.work.map(([key, label, leads, converted, bookings, done, revenueCents]) => [
        key,
        { key, label, leads, converted, bookings, done, revenueCents },
      ]),
    ),
    payment: new Map(stored.payment.map(([method, visits, cents]) => [method, { visits, cents }])),
    hand: new Map(stored.hand.map(([method, payments, cents]) => [method, { payments, cents }])),
    leads: stored.leads,
    untimed: stored.untimed,
    delays: stored.delays,
    jobs: stored.jobs,
  };
}

/** The business days from `from` to `to`, both included. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDate(day)) days.push(day);
  return days;
}

/** Runs of consecutive days of a sorted list. */
function runsOf(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && nextDate(run.at(-1)!) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** Rows put on their business day: `days` consecutive, `at` within them. */
function byDay<T extends { at: number }>(days: readonly string[], rows: readonly T[]): T[][] {
  const starts = days.map((day) => zonedInstant(day, 0, business.timeZone));
  const groups = days.map((): T[] => []);
  for (const row of rows) {
    // The last day starting at or before the row's instant.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= row.at) low = middle;
      else high = middle - 1;
    }
    groups[low]!.push(row);
  }
  return groups;
}

/** Rows per statement when counted days are written back (three values each). */
const WRITE_BATCH = 500;

/** A YYYY-MM month's days, when they all fall within [from, to]; undefined otherwise. */
function wholeMonth(month: string, from: string, to: string): string[] | undefined {
  const first = `${month}-01`;
  const next = nextDate(`${month}-28`, 4).slice(0, 7);
  const last = nextDate(`${next}-01`, -1);
  return first >= from && last <= to ? daysFrom(first, last) : undefined;
}

/**
 * Writes back what a read counted. Two reads (two viewers, two servers) may count and write the same pieces at
 * once: each statement upserts its pieces in key order, so two never wait on each other in opposite orders, and
 * a piece is replaced only by one counted under the same or a higher stamp (the counters only rise), so a slower
 * read never puts back an older count over a newer one. The figures are already counted and right: a write that
 * still fails (the database busy past its timeout) costs the next read a recount, never this viewer an error.
 */
async function keepCounted(
  { db }: AppDatabase,
  counted: { day: string; stamp: number; figures: string }[],
): Promise<void> {
  const sorted = [...counted].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  try {
    for (let i = 0; i < sorted.length; i += WRITE_BATCH)
      await db
        .insertInto('report_days')
        .values(sorted.slice(i, i + WRITE_BATCH))
        .onConflict((oc) =>
          oc
            .column('day')
            .doUpdateSet((eb) => ({ stamp: eb.ref('excluded.stamp'), figures: eb.ref('excluded.figures') }))
            .where('report_days.stamp', '<=', (eb) => eb.ref('excluded.stamp')),
        )
        .execute();
  } catch {
    // Kept for the next read to count again (see above).
  }
}

/**
 * The figures of a period's visits, leads and jobs, from `report_days`: a business day's (key YYYY-MM-DD) kept
 * while the counters of the UTC dates its rows can fall on (its own and the next, in `report_stamps`, raised by
 * the triggers of migration 0054 with every write that can change them) still add up to the stamp it was counted
 * under, and a whole month's (key YYYY-MM: its days' added up) while the counters of all its days' dates do.
 * Any other day is counted again from its rows (one read of visits, leads and jobs per run of such days) and
 * written back, and so is a month made again from its days. The counters are read before the rows, so a write
 * landing in between leaves the day under the older stamp, to be counted again next time: a figure is never
 * kept past a write.
 */
export async function periodFigures(database: AppDatabase, period: ReportPeriod): Promise<Figures> {
  const { db, engine } = database;
  // The period as pieces in order: whole months, and the days before and after them.
  const pieces: { key: string; days: string[] }[] = [];
  for (let day = period.from; day <= period.to;) {
    const month = day.endsWith('-01') ? wholeMonth(day.slice(0, 7), period.from, period.to) : undefined;
    if (month) {
      pieces.push({ key: day.slice(0, 7), days: month });
      day = nextDate(month.at(-1)!);
    } else {
      pieces.push({ key: day, days: [day] });
      day = nextDate(day);
    }
  }
  const keptRows = (keys: readonly string[]) =>
    keys.length === 0
      ? Promise.resolve([])
      : db.selectFrom('report_days').select(['day', 'stamp', 'figures']).where('day', 'in', keys).execute();
  const [stamps, kept] = await Promise.all([
    db
      .selectFrom('report_stamps')
      .select(['day', 'version'])
      .where('day', '>=', period.from)
      .where('day', '<=', nextDate(period.to))
      .execute(),
    keptRows(pieces.map((piece) => piece.key)),
  ]);
  const versions = new Map(stamps.map((row) => [row.day, Number(row.version)]));
  const stampOf = (days: readonly string[]) =>
    days.reduce((sum, day) => sum + (versions.get(day) ?? 0), versions.get(nextDate(days.at(-1)!)) ?? 0);
  const figures = new Map<string, Figures>();
  const stampByKey = new Map(pieces.map((piece) => [piece.key, stampOf(piece.days)]));
  for (const row of kept)
    if (Number(row.stamp) === stampByKey.get(row.day)) figures.set(row.day, readFigures(row.figures));
  // The months to make again: their days, kept or counted.
  const stale = pieces.filter((piece) => !figures.has(piece.key));
  const months = stale.filter((piece) => piece.days.length > 1);
  for (const row of await keptRows(months.flatMap((piece) => piece.days)))
    if (Number(row.stamp) === stampOf([row.day])) figures.set(row.day, readFigures(row.figures));
  const counted: { day: string; stamp: number; figures: string }[] = [];
  const uncounted = stale.flatMap((piece) => piece.days).filter((day) => !figures.has(day));
  for (const run of runsOf(uncounted)) {
    const range: ReportPeriod = {
      from: run[0]!,
      to: run.at(-1)!,
      start: new Date(zonedInstant(run[0]!, 0, business.timeZone)).toISOString(),
      end: new Date(zonedInstant(nextDate(run.at(-1)!), 0, business.timeZone)).toISOString(),
    };
    const [visits, leads, jobs] = await Promise.all([
      periodVisits(db, engine, range),
      periodLeads(db, engine, range),
      periodJobs(db, range),
    ]);
    const visitsByDay = byDay(run, visits);
    const leadsByDay = byDay(run, leads);
    const jobsByDay = byDay(run, jobs);
    run.forEach((day, i) => {
      const dayFigures = figuresOf(visitsByDay[i]!, leadsByDay[i]!, jobsByDay[i]!);
      figures.set(day, dayFigures);
      counted.push({ day, stamp: stampOf([day]), figures: storedFigures(dayFigures) });
    });
  }
  for (const month of months) {
    const monthFigures = month.days.reduce((sum, day) => addFigures(sum, figures.get(day)!), noFigures());
    figures.set(month.key, monthFigures);
    counted.push({ day: month.key, stamp: stampByKey.get(month.key)!, figures: storedFigures(monthFigures) });
  }
  await keepCounted(database, counted);
  return pieces.reduce((sum, piece) => addFigures(sum, figures.get(piece.key)!), noFigures());
}
