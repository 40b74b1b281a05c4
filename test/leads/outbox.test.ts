import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeadOutbox, type LeadOutbox, type LeadOutboxOptions } from '../../server/features/leads/outbox';
import { createLeadStore } from '../../server/features/leads/store';
import type { Lead } from '../../server/features/leads/validation';
import { testEngines } from '../helpers/engines';

const lead = (name: string): Lead => ({
  name,
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'dryer',
  message: 'No heat.',
});
const quiet = { log: vi.fn(), error: vi.fn() };

const outboxes: LeadOutbox[] = [];
const outbox = (options: LeadOutboxOptions) => {
  const created = createLeadOutbox({ log: quiet, ...options });
  outboxes.push(created);
  return created;
};

beforeEach(() => {
  quiet.log.mockClear();
  quiet.error.mockClear();
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((o) => o.stop()));
});

/** What the lead kind sends (the mechanism itself: test/kernel/queue.test.ts). */
describe.each(testEngines('the lead outbox'))('the lead outbox on $name', (engine) => {
  it('on start-up sends the stored leads not yet e-mailed, and none that were', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    const [a, b, c] = [
      await store.appendLead(lead('A')),
      await store.appendLead(lead('B')),
      await store.appendLead(lead('C')),
    ];
    await database.db.updateTable('lead_emails').set({ status: 'sent' }).where('lead_id', '=', b.id).execute();

    const sent: string[] = [];
    const box = outbox({ database, send: async (l) => void sent.push(l.id) });
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]), { timeout: 3000 });
    expect(sent).toEqual([a.id, c.id]);
    expect(quiet.log).toHaveBeenCalledWith('lead e-mail: 2 stored lead(s) not yet e-mailed, sending now');
  });

  it('sends a lead with odd stored fields instead of tripping over it', async () => {
    const database = await engine.open();
    await database.db
      .insertInto('leads')
      .values({
        id: 'odd',
        received_at: '2026-02-03T04:05:06.000Z',
        name: '',
        email: 'not an address',
        phone: '',
        service: '42',
        message: '',
      })
      .execute();
    await database.db
      .insertInto('lead_emails')
      .values({ lead_id: 'odd', status: 'pending', next_attempt_at: '2026-02-03T04:05:06.000Z' })
      .execute();
    const sent: unknown[] = [];
    const box = outbox({ database, send: async (l) => void sent.push(l) });
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]), { timeout: 3000 });
    expect(sent).toEqual([
      {
        id: 'odd',
        receivedAt: '2026-02-03T04:05:06.000Z',
        language: 'en',
        name: '',
        email: 'not an address',
        phone: '',
        service: '42',
        message: '',
      },
    ]);
  });
});
