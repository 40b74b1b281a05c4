import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testEngines } from '../helpers/engines';
import { officeApp, seedLead, testPasswordHash } from '../helpers/office';

const engines = testEngines('office system screen');

/** A lead whose e-mail the relay refused until the outbox gave up, as the outbox leaves it. */
async function failedLeadEmail(database: AppDatabase, error = '550 5.1.1 mailbox unavailable') {
  const id = await seedLead(database);
  await database.db
    .updateTable('lead_emails')
    .set({ status: 'failed', attempts: 5, last_error: error, failed_at: '2026-11-23T13:00:00.000Z' })
    .where('lead_id', '=', id)
    .execute();
  return id;
}

const activity = (database: AppDatabase, action: string) =>
  database.db.selectFrom('office_activity').selectAll().where('action', '=', action).execute();

describe.each(engines)('the owner’s System screen on $name', (engine) => {
  it('shows each queue’s backlog and a failed message’s last error; Retry puts it back, Dismiss lets it go, each logged', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const failed = await failedLeadEmail(database);
    // Another lead waiting since 20 minutes before the office's clock: the queue's backlog and its oldest wait.
    await seedLead(database, { received_at: new Date(office.clock.now().getTime() - 20 * 60_000).toISOString() });
    const owner = await office.signIn();

    const screen = await office.http.get('/office/system').set('Cookie', owner.cookie);
    expect(screen.status).toBe(200);
    const $ = load(screen.text);
    expect($('h1').text()).toBe('System');
    const leadRow = $('#queue-lead td')
      .map((_, cell) => $(cell).text())
      .get();
    expect(leadRow).toEqual(['1', '0', '20 min', '1']);
    expect($('#queue-text th').text()).toBe('Texts');
    const message = $(`#failed-lead-${failed}`);
    expect(message.text()).toContain('550 5.1.1 mailbox unavailable');
    expect(message.find('form[action="/office/system/retry"] button').text()).toContain('Retry');
    expect(message.find('form[action="/office/system/dismiss"] button').text()).toContain('Dismiss');
    expect($('dt:contains("Version") + dd').text()).toMatch(/^\d+\.\d+\.\d+/);
    expect($('dt:contains("Database") + dd').text()).toMatch(/MB|GB/);
    expect($('nav a[href="/office/system"]')).toHaveLength(1);

    // Without the form's CSRF token nothing changes.
    const forged = await office.http
      .post('/office/system/retry')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ queue: 'lead', id: failed });
    expect(forged.status).toBe(403);

    const retried = await office.http
      .post('/office/system/retry')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrf, queue: 'lead', id: failed });
    expect(retried.status).toBe(303);
    expect(retried.headers.location).toBe('/office/system?done=retried');
    const back = await database.db
      .selectFrom('lead_emails')
      .selectAll()
      .where('lead_id', '=', failed)
      .executeTakeFirstOrThrow();
    expect(back).toMatchObject({ status: 'pending', attempts: 0, failed_at: null });
    expect(await activity(database, 'Queue message retried')).toEqual([
      expect.objectContaining({ user_email: 'owner@example.com', detail: `lead ${failed}` }),
    ]);

    // It failed again; this time the owner lets it go.
    await database.db
      .updateTable('lead_emails')
      .set({ status: 'failed', attempts: 5, last_error: '550 again' })
      .where('lead_id', '=', failed)
      .execute();
    const dismissed = await office.http
      .post('/office/system/dismiss')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrf, queue: 'lead', id: failed });
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.location).toBe('/office/system?done=dismissed');
    expect(await database.db.selectFrom('queue_dismissals').selectAll().execute()).toEqual([
      expect.objectContaining({ queue: 'lead', message_id: failed, dismissed_by: 'owner@example.com' }),
    ]);
    expect(await activity(database, 'Queue message dismissed')).toHaveLength(1);
    const after = load((await office.http.get('/office/system?done=dismissed').set('Cookie', owner.cookie)).text);
    expect(after(`#failed-lead-${failed}`)).toHaveLength(0);
    expect(after('#queue-lead td').last().text()).toBe('0');
    expect(after('[role="status"]').text()).toContain('Dismissed');

    // Dismissing it twice, or an unknown queue, changes nothing more.
    const again = await office.http
      .post('/office/system/dismiss')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrf, queue: 'lead', id: failed });
    expect(again.headers.location).toBe('/office/system?done=gone');
    const unknown = await office.http
      .post('/office/system/retry')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrf, queue: 'no-such-queue', id: failed });
    expect(unknown.status).toBe(404);
    expect(await activity(database, 'Queue message dismissed')).toHaveLength(1);
  });
});

describe.each(engines.slice(0, 1))('who may open the System screen', (engine) => {
  it('is the owner alone: a dispatcher and a technician are refused it and its buttons, and not offered it', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const failed = await failedLeadEmail(database);
    const password = 'quartz-lantern-meadow-42';
    for (const role of ['dispatcher', 'technician'] as const) {
      await office.store.addUser(`${role}@example.com`, await testPasswordHash(password), new Date(), { role });
      const browser = await office.signIn(`${role}@example.com`, password);
      const screen = await office.http.get('/office/system').set('Cookie', browser.cookie);
      expect(screen.status, role).toBe(403);
      expect(screen.text, role).not.toContain('mailbox unavailable');
      for (const action of ['retry', 'dismiss']) {
        const refused = await office.http
          .post(`/office/system/${action}`)
          .set('Cookie', browser.cookie)
          .type('form')
          .send({ _csrf: browser.csrf, queue: 'lead', id: failed });
        expect(refused.status, `${role} ${action}`).toBe(403);
      }
      const landing = await office.http.get('/office/profile').set('Cookie', browser.cookie);
      expect(load(landing.text)('nav a[href="/office/system"]'), role).toHaveLength(0);
    }
    const row = await database.db
      .selectFrom('lead_emails')
      .selectAll()
      .where('lead_id', '=', failed)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(await database.db.selectFrom('queue_dismissals').selectAll().execute()).toEqual([]);
  });
});
