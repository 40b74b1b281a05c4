/**
 * Confirming a booking held in a surge, on both engines: the "Text me about this visit" box ticked when booking
 * is kept with the hold and recorded as consent by the confirmation that books it (never by one refused), the
 * model number typed is kept too, and the confirm button's POST answers JSON when asked, in the booking API's
 * shapes: 201 booked, 200 booked already, 404, 409 with alternatives, 410 lapsed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { surgeRules } from '../../data/booking';
import { bookingBody, MONDAY_9AM } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { officeApp } from '../helpers/office';
import type { Worker } from '../../server/kernel/feature';

const engines = testEngines('confirming a held booking');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const MINUTE = 60_000;
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('confirming a held booking on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('keeps the box and the model with the hold, records the consent when confirmed, and answers JSON', async () => {
    const sms = await startFakeSms();
    stoppers.push(() => sms.close());
    const database = await engine.open();
    const site = await officeApp(database, {
      env: { SMS_URL: sms.url, SMS_FROM: '+12025550100' },
      options: {
        bookingRateLimit: { limit: 10_000 },
        // A surge from the first booking on: every new contact is held. Its visitors all write from example.com,
        // whose budget of confirmed places (surge-flood.test.ts) is not what this file is about.
        surgeRules: { ...surgeRules, triggers: [{ minutes: 10, requests: 0 }], placesPerMailDomain: 100 },
        textOutbox: { pollMs: 100, log: { log: () => undefined, error: () => undefined } },
      },
    });
    stoppers.push(async () => (site.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop());
    let client = 0;
    /** Books and is held; the link's token, read where the outbox would find it before e-mailing it. */
    const hold = async (start: string, overrides: Record<string, unknown>) => {
      const body = bookingBody(start, overrides);
      const held = await site.http.post('/api/bookings').set('X-Forwarded-For', `198.51.100.${++client}`).send(body);
      expect(held.status, JSON.stringify(held.body)).toBe(202);
      const row = await database.db
        .selectFrom('booking_holds')
        .select(['link_token', 'text_consent'])
        .where('email_key', '=', String(body.email))
        .executeTakeFirstOrThrow();
      return { token: row.link_token!, consent: Number(row.text_consent), phone: String(body.phone) };
    };
    const consents = () =>
      database.db.selectFrom('text_consents').select(['phone_key', 'action', 'source', 'detail']).execute();
    const bookingOf = (phone: string) =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'reference', 'model_number'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
    const asJson = (token: string, body: Record<string, unknown> = {}) =>
      site.http.post(`/booking/${token}/confirm`).set('Accept', 'application/json').send(body);

    const ada = await hold(TUESDAY_8AM, { phone: '(202) 555-0161', textConsent: 'yes', model: 'WTW5000DW' });
    const bob = await hold(TUESDAY_8AM, { phone: '(202) 555-0162' });
    const cy = await hold(TUESDAY_8AM, { phone: '(202) 555-0163', textConsent: true });
    expect([ada.consent, bob.consent, cy.consent]).toEqual([1, 0, 1]);
    // Held, nothing is booked, so nothing is consented yet.
    expect(await consents()).toEqual([]);

    // Ada confirms with the e-mail's button (a form post, as a browser sends it): the page, and her consent.
    const page = await site.http.post(`/booking/${ada.token}/confirm`).type('form').send({});
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe(`/booking/${ada.token}?booked=1`);
    const adaBooking = await bookingOf(ada.phone);
    expect(adaBooking.model_number).toBe('WTW5000DW');
    expect(await consents()).toEqual([
      { phone_key: '2025550161', action: 'consent', source: 'booking', detail: adaBooking.id },
    ]);

    // Bob's script asks for JSON: the booking as POST /api/bookings answers it, and no consent (box unticked).
    const booked = await asJson(bob.token);
    expect(booked.status).toBe(201);
    expect(booked.headers['cache-control']).toBe('no-store');
    const bobBooking = await bookingOf(bob.phone);
    const bookedBody = {
      reference: bobBooking.reference,
      start: TUESDAY_8AM,
      end: TUESDAY_10AM,
      manageUrl: `/booking/${bob.token}`,
    };
    expect(booked.body).toEqual(bookedBody);
    const again = await asJson(bob.token);
    expect([again.status, again.body]).toEqual([200, bookedBody]);
    expect((await consents()).map((c) => c.phone_key)).toEqual(['2025550161']);

    // Tuesday 8 AM is now full (capacity 2), which it was not when Cy was held: her confirmation is refused with the nearest free windows, and
    // records nothing; in another window it books, and the consent comes with it.
    const full = await asJson(cy.token);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      error: expect.stringContaining('That window was just taken'),
      phone: business.phone.display,
    });
    const alternatives = (full.body as { alternatives: { start: string; remaining: number }[] }).alternatives;
    expect(alternatives.length).toBeGreaterThan(0);
    expect((await consents()).map((c) => c.phone_key)).toEqual(['2025550161']);
    const moved = await asJson(cy.token, { windowStart: alternatives[0]!.start });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect((moved.body as { start: string }).start).toBe(alternatives[0]!.start);
    expect((await consents()).map((c) => c.phone_key).sort()).toEqual(['2025550161', '2025550163']);

    // An unknown link: 404; a hold left 30 minutes: 410, both with the phone number, as the API refuses.
    const unknown = await asJson('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: expect.stringContaining('could not find that booking'),
      phone: business.phone.display,
    });
    const dee = await hold(TUESDAY_10AM, { phone: '(202) 555-0164', textConsent: 'yes' });
    site.clock.set(new Date(MONDAY_9AM.getTime() + (surgeRules.holdMinutes + 1) * MINUTE));
    const lapsed = await asJson(dee.token);
    expect(lapsed.status).toBe(410);
    expect(lapsed.body).toEqual({
      error: expect.stringContaining('This confirmation link has expired'),
      phone: business.phone.display,
    });
    expect((await consents()).map((c) => c.phone_key)).not.toContain('2025550164');
  });
});
