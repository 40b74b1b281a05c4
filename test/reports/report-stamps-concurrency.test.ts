/**
 * The Reports' counters under concurrent writes (issue 37 item 8, docs/decisions/0063-report-days.md): many
 * transactions at once, each moving two visits and two leads onto the same few dates as the others, half of them
 * in the opposite order, on both engines. Under migration 0054's triggers alone PostgreSQL deadlocked on the
 * counters and cancelled one of two such transactions (a move lost); since 0055 the counters are raised at commit
 * in date order, so every write lands. Then the kept days and month must give what the raw rows give, and reads
 * counting and writing back the same pieces at once must all answer, with the same figures.
 */
import { describe, expect, it } from 'vitest';
import { periodFigures } from '../../server/features/reports/days';
import { periodOf } from '../../server/features/reports/period';
import { seedShop } from '../../scripts/seed';
import { testEngines } from '../helpers/engines';
import { newYorkDayOf } from '../helpers/new-york-day';

const engines = testEngines('report counters under concurrency');
const UNTIL = '2026-11-28';
/** The dates every transaction writes onto (10:00 New York), in one order or the other. */
const DATES = ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24'];
const TRANSACTIONS = 16;

const dayOf = newYorkDayOf;
const countBy = (values: unknown[]) => {
  const counts = new Map<string, number>();
  for (const at of values) counts.set(dayOf(at), (counts.get(dayOf(at)) ?? 0) + 1);
  return counts;
};

/** Resolves once `parties` have arrived, or after `ms` (so a workload that blocks before it fails, not hangs). */
function barrier(parties: number, ms: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const timer = setTimeout(() => open(), ms);
  return async () => {
    if (++arrived === parties) {
      clearTimeout(timer);
      open();
    }
    await opened;
  };
}

describe.each(engines)('the Reports counters under concurrent writes on $name', (engine) => {
  // Both tests start from the same seeded month (seeding it is most of a test's time), each in a copy of its own.
  const seededShop = engine.copiesOf((database) =>
    seedShop(database, { seed: 7, months: 1, until: UNTIL }).then(() => {}),
  );

  it('lose no write of transactions touching the same dates in opposite orders; the kept figures match the rows', async () => {
    const database = await engine.open(await seededShop(), { poolSize: TRANSACTIONS + 4 });
    const { db } = database;
    const november = periodOf('2026-11-01', '2026-11-30');
    // Every November day and the month kept first, so the writes below must make them stale.
    await periodFigures(database, november);
    const at = (day: string, minute: number) => {
      const iso = new Date(`${day}T15:${String(minute).padStart(2, '0')}:00.000Z`).toISOString();
      return (database.engine === 'postgres' ? new Date(iso) : iso) as never;
    };
    const visits = await db
      .selectFrom('bookings')
      .select('id')
      .where('window_start', '>=', at('2026-11-01', 0))
      .orderBy('id')
      .limit(TRANSACTIONS * 2)
      .execute();
    const leads = await db
      .selectFrom('leads')
      .select('id')
      .where('received_at', '>=', at('2026-11-01', 0))
      .orderBy('id')
      .limit(TRANSACTIONS * 2)
      .execute();
    expect(visits).toHaveLength(TRANSACTIONS * 2);
    expect(leads).toHaveLength(TRANSACTIONS * 2);
    // PostgreSQL: every transaction makes its first writes, waits for all the others to have made theirs (each
    // then holds its first dates), and makes its second: the opposite orders meet for certain. SQLite runs one
    // write transaction at a time, so there they queue on its connection (a barrier would wait forever).
    const halfway = database.engine === 'postgres' ? barrier(TRANSACTIONS, 5_000) : async () => {};
    const planned = Array.from({ length: TRANSACTIONS }, (_, i) => {
      const pair = [DATES[i % DATES.length]!, DATES[(i + 1) % DATES.length]!];
      return i % 2 === 0 ? pair : pair.reverse();
    });
    const results = await Promise.allSettled(
      planned.map((days, i) =>
        db.transaction().execute(async (trx) => {
          for (const [step, day] of days.entries()) {
            await trx
              .updateTable('bookings')
              .set({ window_start: at(day, i) })
              .where('id', '=', visits[i * 2 + step]!.id)
              .execute();
            await trx
              .updateTable('leads')
              .set({ received_at: at(day, i) })
              .where('id', '=', leads[i * 2 + step]!.id)
              .execute();
            if (step === 0) await halfway();
          }
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // Every move landed.
    const moved = await db
      .selectFrom('bookings')
      .select(['id', 'window_start'])
      .where(
        'id',
        'in',
        visits.map((v) => v.id),
      )
      .execute();
    const movedTo = new Map(moved.map((row) => [row.id, dayOf(row.window_start)]));
    planned.forEach((days, i) => days.forEach((day, step) => expect(movedTo.get(visits[i * 2 + step]!.id)).toBe(day)));

    // The kept month and each kept day against a count of the raw rows.
    const raw = {
      visits: countBy((await db.selectFrom('bookings').select('window_start').execute()).map((r) => r.window_start)),
      leads: countBy((await db.selectFrom('leads').select('received_at').execute()).map((r) => r.received_at)),
    };
    const month = await periodFigures(database, november);
    const inNovember = (counts: Map<string, number>) =>
      [...counts].filter(([day]) => day.startsWith('2026-11')).reduce((sum, [, n]) => sum + n, 0);
    expect(month.outcomes.total).toBe(inNovember(raw.visits));
    expect(month.leads).toBe(inNovember(raw.leads));
    for (const day of DATES) {
      const figures = await periodFigures(database, periodOf(day, day));
      expect(figures.outcomes.total, day).toBe(raw.visits.get(day) ?? 0);
      expect(figures.leads, day).toBe(raw.leads.get(day) ?? 0);
    }
    // Nothing left noted for a transaction in flight.
    expect(await db.selectFrom('report_touched').select('day').execute()).toEqual([]);
  }, 60_000);

  it('answers every one of many reads that count and write back the same days and months at once', async () => {
    const database = await engine.open(await seededShop(), { poolSize: 12 });
    const { db } = database;
    const period = periodOf('2026-10-01', '2026-11-30');
    const alone = await periodFigures(database, period);
    await db.deleteFrom('report_days').execute();
    // Eight reads of the period at once, nothing kept: each counts every day and writes them back.
    const reads = await Promise.all(Array.from({ length: 8 }, () => periodFigures(database, period)));
    for (const figures of reads) expect(figures).toEqual(alone);
    // What is kept is current: the next read counts nothing again and gives the same.
    const kept = await db.selectFrom('report_days').select(['day', 'stamp']).orderBy('day').execute();
    expect(kept.map((row) => row.day)).toContain('2026-10');
    expect(await periodFigures(database, period)).toEqual(alone);
  }, 60_000);
});
