import type { AppDatabase } from '../../server/kernel/db/database';

/**
 * The headers of a booking a spec makes through the API as its starting point (not the behaviour it tests): from
 * an address of its own (each spec names its number), so the worker's shared server's per-client limits count it apart from every other spec's.
 */
export function fixtureHeaders(origin: string, client: number): Record<string, string> {
  return { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': `203.0.113.${client}` };
}

/**
 * Makes a spec's starting booking one made yesterday. The spec files of one worker share a server and database
 * (server.ts), and the surge defence counts the online bookings of the last ten minutes across them: the few
 * bookings made as fixtures must not add up to a surge that holds another spec's visitor.
 */
export async function bookedYesterday(database: AppDatabase, reference: string): Promise<void> {
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  await database.db.updateTable('bookings').set({ created_at: yesterday }).where('reference', '=', reference).execute();
}
