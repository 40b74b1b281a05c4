/**
 * Today's work waiting on the five-year shop (issue 37, items 7 and 8; docs/performance.md): the jobs whose parts are
 * in with no return visit booked are read from the first visits still Waiting for Parts by their partial index, and
 * the late parts by theirs, on both engines, whatever the number of jobs done before. Asserted by the plans of the
 * very statements Today runs, as each engine would run them.
 */
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jobsWaiting } from '../../server/features/jobs/parts-waiting';
import { testEngines } from '../helpers/engines';

const engines = testEngines('jobs waiting plans');

describe.each(engines)('Today’s jobs waiting on $name', (engine) => {
  it('reads the first visits waiting for parts and the parts not in by their indexes, not every job', async () => {
    const database = await engine.open();
    const statements: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(database.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const waiting = await jobsWaiting({ ...database, db: database.db.withPlugin(capture) })(
      new Date('2026-11-28T15:00:00Z'),
    );
    expect(waiting).toEqual({ lateParts: [], partsIn: [] });
    expect(statements).toHaveLength(2);
    // A fresh database has no statistics: PostgreSQL would scan a table of no rows rather than read any index, so
    // its plan is asked with sequential scans priced out (the five-year seed's plans are in docs/performance.md).
    const plans = await database.db.transaction().execute(async (trx) => {
      if (engine.name === 'postgres') await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const explain = engine.name === 'postgres' ? 'explain ' : 'explain query plan ';
      const found = [];
      for (const statement of statements) {
        const { rows } = await trx.executeQuery(CompiledQuery.raw(explain + statement.sql, [...statement.parameters]));
        found.push(JSON.stringify(rows));
      }
      return found;
    });
    const [late, partsIn] = statements[0]!.sql.includes('"job_parts"') ? plans : [plans[1]!, plans[0]!];
    expect(late).toContain('job_parts_waiting');
    expect(partsIn).toContain('bookings_waiting_for_parts');
  });
});
