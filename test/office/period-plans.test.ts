/**
 * The owner's money screens on the five-year shop (issue 37 item 8; docs/performance.md): what came in by hand over
 * a period is read by the period, never by every price of five years. The Payments screen's list takes its range
 * of `visit_charges_received` (SQLite; PostgreSQL's choice needs the seed's statistics); the year's Reports start the money collected from the period's
 * visits by their window on SQLite, which has no statistics to choose it itself. Asserted by the plans of the very
 * statements the screens run, as each engine would run them.
 */
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { receivedIn } from '../../server/features/payments/office/money';
import { reportStore } from '../../server/features/reports/store';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testEngines } from '../helpers/engines';

const engines = testEngines('office period plans');

const PERIOD = {
  from: '2026-11-01',
  to: '2026-11-28',
  start: '2026-11-01T04:00:00.000Z',
  end: '2026-11-29T05:00:00.000Z',
};

/** The database as given, but every statement it runs is kept (compiled for this engine) in `statements`. */
function capturing(database: AppDatabase, statements: CompiledQuery[]): AppDatabase {
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(database.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { ...database, db: database.db.withPlugin(capture) } as AppDatabase;
}

/** Each statement's plan, as one string; PostgreSQL's with sequential scans priced out, as a fresh database has no statistics. */
async function plansOf(database: AppDatabase, engine: string, statements: readonly CompiledQuery[]) {
  return database.db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const explain = engine === 'postgres' ? 'explain ' : 'explain query plan ';
    const found: string[] = [];
    for (const statement of statements) {
      const { rows } = await trx.executeQuery(CompiledQuery.raw(explain + statement.sql, [...statement.parameters]));
      found.push(JSON.stringify(rows));
    }
    return found;
  });
}

describe.each(engines)('the owner’s money over a period on $name', (engine) => {
  it('lists the payments taken by hand in the period from their own index, method by method', async () => {
    const database = await engine.open();
    const statements: CompiledQuery[] = [];
    const received = await receivedIn(capturing(database, statements).db, PERIOD, 'cash');
    expect(received).toEqual([]);
    // The plugin also sees the subqueries joined in; the statement run is the one reading the prices.
    const list = statements.filter((statement) => statement.sql.startsWith('select "visit_charges"'));
    expect(list).toHaveLength(1);
    const [plan] = await plansOf(database, engine.name, list);
    if (engine.name === 'sqlite')
      expect(plan).toContain('visit_charges_received (payment=? AND updated_at>? AND updated_at<?)');
    // PostgreSQL prices both indexes of `payment` alike on empty tables; with the seed's statistics it takes
    // `Bitmap Index Scan on visit_charges_received` (docs/performance.md), so here it is only asked to use an index.
    else expect(plan).toMatch(/Index (Only )?Scan (using|on) visit_charges_/);
  });

  it('reads the period’s visits and their prices from the period’s visits in one statement, not from every price', async () => {
    const database = await engine.open();
    const statements: CompiledQuery[] = [];
    await reportStore(capturing(database, statements)).reports(PERIOD, new Date('2026-11-28T15:00:00Z'));
    // The breakdowns, outcomes, revenue and the money collected by hand all come from this one statement.
    const visits = statements.filter((statement) => statement.sql.includes('from "bookings" as "b"'));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.sql).toContain('left join "visit_charges"');
    const [plan] = await plansOf(database, engine.name, visits);
    if (engine.name === 'sqlite') {
      // The first table read is the outer loop: the visits of the period by their window, from the index alone
      // (migration 0053); each price is then found by its visit.
      const details = (JSON.parse(plan!) as { detail: string }[]).map((row) => row.detail);
      expect(details.find((detail) => detail.startsWith('SEARCH'))).toMatch(
        /^SEARCH b USING COVERING INDEX bookings_window/,
      );
      expect(details).toContainEqual(expect.stringMatching(/^SEARCH c USING INDEX \S+ \(booking_id=\?\)/));
    } else {
      expect(plan).toMatch(/Index (Only )?Scan using bookings_window on bookings b/);
    }
  });

  it('reads the period’s leads in one statement from the index alone on SQLite', async () => {
    const database = await engine.open();
    const statements: CompiledQuery[] = [];
    await reportStore(capturing(database, statements)).reports(PERIOD, new Date('2026-11-28T15:00:00Z'));
    const leads = statements.filter((statement) => statement.sql.includes('from "leads" as "l"'));
    expect(leads).toHaveLength(1);
    const [plan] = await plansOf(database, engine.name, leads);
    if (engine.name === 'sqlite') {
      const details = (JSON.parse(plan!) as { detail: string }[]).map((row) => row.detail);
      expect(details[0]).toMatch(/^SEARCH l USING COVERING INDEX leads_newest \(received_at>\? AND received_at<\?\)/);
    } else {
      expect(plan).toMatch(/Index (Only )?Scan using leads_newest on leads l/);
    }
  });
});
