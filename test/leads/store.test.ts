import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadStore, readLeads } from '../../server/leads/store';
import type { Lead } from '../../server/leads/validation';

const lead = (name: string): Lead => ({
  name,
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'washer',
  message: 'Drum will not spin.',
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-leads-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the leads store', () => {
  it('creates the file and its folders, and writes one JSON line per lead with an id and the time received', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'leads.jsonl');
    const store = createLeadStore(file);
    const before = Date.now();
    const stored = await store.appendLead(lead('Pat Doe'));

    expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(stored.receivedAt).toMatch(/Z$/);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({ ...lead('Pat Doe'), id: stored.id, receivedAt: stored.receivedAt });
  });

  it('gives every lead its own id and tells listeners only after the line is on disk', async () => {
    const file = path.join(dir, 'leads.jsonl');
    const store = createLeadStore(file);
    const seen: string[] = [];
    store.onStored((stored) => seen.push(`${stored.name}:${readLeads(file).some((l) => l.id === stored.id)}`));
    const [a, b] = await Promise.all([store.appendLead(lead('A')), store.appendLead(lead('B'))]);
    expect(a.id).not.toBe(b.id);
    expect(seen).toEqual(['A:true', 'B:true']);
  });

  it('reads no leads from a missing file', () => {
    expect(readLeads(path.join(dir, 'none.jsonl'))).toEqual([]);
  });

  it('skips a torn last line when reading, and starts the next lead on a fresh line', async () => {
    const file = path.join(dir, 'leads.jsonl');
    const store = createLeadStore(file);
    const first = await store.appendLead(lead('First'));
    appendFileSync(file, '{"id":"cut-off-mid-wri');

    expect(readLeads(file).map((l) => l.id)).toEqual([first.id]);

    const second = await store.appendLead(lead('Second'));
    expect(readLeads(file).map((l) => l.name)).toEqual(['First', 'Second']);
    expect(readLeads(file)[1]!.id).toBe(second.id);
  });

  it('ignores blank lines and lines that are not leads', () => {
    const file = path.join(dir, 'leads.jsonl');
    const good = { ...lead('Kept'), id: 'x1', receivedAt: '2026-01-02T03:04:05.000Z' };
    writeFileSync(file, `${JSON.stringify(good)}\n\n{"hello":"world"}\nnot json\n`);
    expect(readLeads(file)).toEqual([good]);
  });

  it('rejects when the file cannot be written, and the next append still works once it can', async () => {
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    await expect(createLeadStore(path.join(blocker, 'leads.jsonl')).appendLead(lead('Lost'))).rejects.toThrow();

    const file = path.join(dir, 'leads.jsonl');
    await createLeadStore(file).appendLead(lead('Saved'));
    expect(readLeads(file).map((l) => l.name)).toEqual(['Saved']);
  });
});
