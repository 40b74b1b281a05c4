import { describe, expect, it } from 'vitest';
import { createLeadStore } from '../../server/features/leads/store';
import type { Lead } from '../../server/features/leads/validation';
import { testEngines } from '../helpers/engines';

const lead = (name: string): Lead => ({
  name,
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'washer',
  message: 'Drum will not spin.',
});

describe.each(testEngines('the leads store'))('the leads store on $name', (engine) => {
  it('commits a lead with an id, the time received in UTC and a pending e-mail, then tells listeners', async () => {
    const db = await engine.open();
    const store = createLeadStore(db);
    const seen: string[] = [];
    store.onStored((stored) => seen.push(stored.id));
    const before = Date.now();
    const stored = await store.appendLead(lead('Pat Doe'));

    expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(stored.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(seen).toEqual([stored.id]);

    const rows = await db.db.selectFrom('leads').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(await store.getLead(stored.id)).toEqual({
      ...lead('Pat Doe'),
      id: stored.id,
      receivedAt: stored.receivedAt,
      // Made from an English page: the language its e-mails are written in (issue 41).
      language: 'en',
    });
    const email = await db.db.selectFrom('lead_emails').selectAll().executeTakeFirstOrThrow();
    expect(email).toMatchObject({ lead_id: stored.id, status: 'pending', attempts: 0, lease_owner: null });
  });

  it('keeps 50 concurrent leads apart, each once, and lists them newest first', async () => {
    const db = await engine.open();
    const store = createLeadStore(db);
    const stored = await Promise.all(Array.from({ length: 50 }, (_, n) => store.appendLead(lead(`Visitor ${n}`))));
    expect(new Set(stored.map((l) => l.id)).size).toBe(50);
    const listed = await store.listLeads();
    expect(listed.map((l) => l.name).sort()).toEqual(stored.map((l) => l.name).sort());
    const times = listed.map((l) => Date.parse(l.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists only the leads received at or after an instant', async () => {
    const db = await engine.open();
    const store = createLeadStore(db);
    const first = await store.appendLead(lead('First'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await store.appendLead(lead('Second'));
    expect((await store.listLeads({ since: second.receivedAt })).map((l) => l.id)).toEqual([second.id]);
    expect((await store.listLeads({ since: first.receivedAt })).map((l) => l.id)).toEqual([second.id, first.id]);
  });

  it('stores text exactly as sent: quotes, line breaks, emoji, SQL', async () => {
    const db = await engine.open();
    const store = createLeadStore(db);
    const odd = { ...lead(`O'Brien "Bob"; DROP TABLE leads; --`), message: 'Line one\nLine two 🧊 \\ %_' };
    const stored = await store.appendLead(odd);
    expect(await store.getLead(stored.id)).toMatchObject(odd);
  });

  it('rejects when the database cannot be written, and the next append works once it can', async () => {
    const db = await engine.open();
    const store = createLeadStore(db);
    await db.db.schema.alterTable('lead_emails').renameTo('lead_emails_away').execute();
    await expect(store.appendLead(lead('Lost'))).rejects.toThrow();
    // Nothing half-written: the lead and its e-mail are one transaction.
    expect(await store.listLeads()).toEqual([]);
    await db.db.schema.alterTable('lead_emails_away').renameTo('lead_emails').execute();
    const saved = await store.appendLead(lead('Saved'));
    expect((await store.listLeads()).map((l) => l.id)).toEqual([saved.id]);
  });
});
