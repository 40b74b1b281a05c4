/**
 * The last mile (issue 40, items 6 and 7): On the Way needs a technician, and tells the customer who (first name,
 * photo from our own site) and when ("between 8 am and 10 am") by e-mail and in a text of at most two segments;
 * the customer's page shows that face while they are on the way. The confirmation is a receipt of the booking:
 * the model number, the photos as private thumbnails, the address as written, "Add to calendar" (the e-mailed
 * invite, for that token only), and no Book button. Every customer e-mail writes times one way: "8 am", never "8 AM".
 */
import { load, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import type supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { assignTechnician, officeApp } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('the technician’s face and the confirmation', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

/** SMS segments of a text: GSM-7 (160 alone, 153 each when split) unless a character needs UCS-2 (70, then 67). */
function smsSegments(text: string): number {
  const gsm = /^[\n\r !"#$%&'()*+,\-./\w:;<=>?@£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà]*$/;
  const length = [...text].length;
  if (gsm.test(text)) return length <= 160 ? 1 : Math.ceil(length / 153);
  return length <= 70 ? 1 : Math.ceil(length / 67);
}

/** A phone's photo of the appliance, as a visitor sends it at the details step. */
const phonePhoto = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function formFields($: CheerioAPI): Record<string, string> {
  const fields: Record<string, string> = {};
  $('form.booking__form input[name]').each((_, element) => {
    const input = $(element);
    if (input.attr('type') === 'file') return;
    fields[input.attr('name')!] = input.attr('value') ?? '';
  });
  return fields;
}

describe.each(engines)('the technician’s face and the confirmation on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  async function site() {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100' },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: quiet },
        textOutbox: { pollMs: 100, log: quiet },
      },
    });
    stoppers.push(async () => {
      await office.app.locals.bookingOutbox?.stop();
      await (office.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
    });
    /** The desk's form post, signed in at the clock's time now (a session lapses after 12 idle hours). */
    const post = async (path: string, form: Record<string, string>) => {
      const browser = await office.signIn();
      return office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    };
    const book = async (overrides: Record<string, unknown> = {}) => {
      const response = await office.http
        .post('/api/bookings')
        .set('X-Forwarded-For', '192.0.2.41')
        .send(bookingBody(TUESDAY_8AM, { name: 'Dana Whitfield', email: 'dana@example.com', ...overrides }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    return { ...office, smtp, sms, database, post, book };
  }

  it('refuses On the Way for a visit nobody is assigned to, says why, and sends nothing', async () => {
    const { book, post, clock, smtp, sms, database } = await site();
    const { reference } = await book({ textConsent: 'yes' });
    clock.set('2026-11-24T12:30:00Z'); // 7:30 am on the visit's day
    const refused = await post(`/office/bookings/${reference}/status`, { status: 'on-the-way' });
    expect(refused.status).toBe(409);
    const page = load(refused.text);
    expect(page('h1').text()).toBe('Assign a technician first');
    expect(page('main p').first().text()).toContain('Nobody is assigned to this visit');

    const row = await database.db
      .selectFrom('bookings')
      .select(['id', 'visit_status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.visit_status).toBe('booked');
    const queued = await database.db
      .selectFrom('booking_emails')
      .select('kind')
      .where('booking_id', '=', row.id)
      .where('kind', '=', 'customer-on-the-way')
      .execute();
    expect(queued).toEqual([]);
    expect(await database.db.selectFrom('texts').select('kind').where('kind', '=', 'on-the-way').execute()).toEqual([]);
    // The confirmation has gone by now; nothing about a technician followed it.
    await vi.waitFor(() => expect(smtp.received.some((m) => m.parsed.subject?.startsWith('Your repair'))).toBe(true), {
      timeout: 5000,
    });
    expect(smtp.received.filter((m) => /on the way/i.test(m.parsed.subject ?? ''))).toEqual([]);
    expect(sms.messages.filter((m) => /on the way/i.test(m.body))).toEqual([]);
  });

  it('tells the customer who is coming and when, by e-mail with their photo and by text, and shows the face only then', async () => {
    const { book, post, clock, smtp, sms, database, store, http } = await site();
    const { reference, manageUrl } = await book({ textConsent: 'yes' });
    const tom = await assignTechnician({ database, store }, reference, 'Tom Wrench');
    await database.db
      .insertInto('team_photos')
      .values({
        user_id: tom,
        bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#225588' } })
          .webp()
          .toBuffer(),
        content_type: 'image/webp',
        updated_at: new Date().toISOString(),
      })
      .execute();

    // Assigned but not yet on the way: the first name, no face.
    const before = load((await http.get(manageUrl)).text);
    expect(before('[data-technician]').text()).toContain('Tom');
    expect(before('[data-technician] img').length).toBe(0);

    clock.set('2026-11-24T12:30:00Z');
    expect((await post(`/office/bookings/${reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    const photoUrl = `${TEST_SITE_URL}/team/photos/${tom}`;

    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.parsed.subject?.startsWith('Tom is on the way'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(mail.envelope.to).toEqual(['dana@example.com']);
    expect(mail.parsed.text).toContain('Hello Dana,\n\nTom, your technician, is on the way to you now');
    expect(mail.parsed.text).toContain('will arrive between 8 am and 10 am (New York time)');
    expect(mail.parsed.text).not.toContain('Dana Whitfield,');
    const html = load(String(mail.parsed.html));
    expect(html('h1').text()).toBe('Tom is on the way');
    expect(html('img').attr('src')).toBe(photoUrl);
    expect(html('img').attr('alt')).toBe('Tom, your technician');
    // Every picture the e-mail loads is our own.
    html('img').each((_, img) => expect(html(img).attr('src')!.startsWith(TEST_SITE_URL)).toBe(true));
    // A mail client that fetches the picture from its own origin may show it: not the site's same-origin policy.
    const face = await http.get(new URL(photoUrl).pathname);
    expect(face.status).toBe(200);
    expect(face.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const text = await vi.waitFor(
      () => {
        const found = sms.messages.find((m) => m.body.includes('on the way'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(text.body).toContain('Tom, your technician, is on the way');
    expect(text.body).toContain('between 8 am and 10 am');
    expect(smsSegments(text.body)).toBeLessThanOrEqual(2);

    // On the way: the customer's page shows the face and the first name.
    const during = load((await http.get(manageUrl)).text);
    expect(during('[data-technician] h2').text()).toBe('Tom Is on the Way');
    expect(during('[data-technician] img').attr('src')).toBe(`/team/photos/${tom}`);
    expect(during('[data-technician] img').attr('alt')).toBe('Tom, your technician');

    // Arrived: the face has done its job.
    expect((await post(`/office/bookings/${reference}/status`, { status: 'arrived' })).status).toBe(303);
    expect(load((await http.get(manageUrl)).text)('[data-technician] img').length).toBe(0);
  });

  it('confirms with the model number, the photos, the address as written and Add to calendar, and no Book button', async () => {
    const { http, smtp } = await site();
    const details = await http.get(
      `/book?zip=20901&service=refrigerator-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
    );
    const typed = {
      ...formFields(load(details.text)),
      name: 'Grace Hopper',
      phone: '(240) 555-2100',
      email: 'grace@example.com',
      address: '12 Flower Avenue, Apt 3',
      problem: 'Not cooling.',
      model: 'WRF555SDFZ',
    };
    let request: supertest.Test = http.post('/book');
    for (const [name, value] of Object.entries(typed)) request = request.field(name, value);
    request = request
      .attach('photos', await phonePhoto('#336699'), { filename: 'plate.jpg', contentType: 'image/jpeg' })
      .attach('photos', await phonePhoto('#993333'), { filename: 'problem.jpg', contentType: 'image/jpeg' });
    const review = await request;
    expect(review.status).toBe(200);
    const booked = await http
      .post('/book')
      .type('form')
      .send({ ...formFields(load(review.text)), step: 'confirm' });
    expect(booked.status).toBe(303);
    const location = booked.headers.location!;
    const path = location.split('?')[0]!;

    const confirmation = await http.get(location);
    expect(confirmation.status).toBe(200);
    const $ = load(confirmation.text);
    const facts = $('.booking__review').text();
    expect(facts).toContain('Model number');
    expect(facts).toContain('WRF555SDFZ');
    expect(facts).toContain('12 Flower Avenue, Apt 3');

    // The photos: thumbnails through this booking's own link, private.
    const thumbnails = $('[data-booking-photos] img')
      .map((_, img) => $(img).attr('src'))
      .get();
    expect(thumbnails).toHaveLength(2);
    for (const src of thumbnails) {
      expect(src.startsWith(`${path}/photos/`)).toBe(true);
      const photo = await http.get(src);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('no-store');
    }
    const otherToken = `/booking/${'A'.repeat(43)}`;
    const photoId = thumbnails[0]!.split('/').pop()!;
    expect((await http.get(`${otherToken}/photos/${photoId}`)).status).toBe(404);
    expect((await http.get(`${path}/photos/not-a-photo`)).status).toBe(404);

    // Add to calendar: the e-mailed invite, for this token only.
    const calendar = $('[data-add-to-calendar] a');
    expect(calendar.text()).toBe('Add to calendar');
    expect(calendar.attr('href')).toBe(`${path}/invite.ics`);
    const invite = await http.get(`${path}/invite.ics`);
    expect(invite.status).toBe(200);
    expect(invite.headers['content-type']).toMatch(/^text\/calendar/);
    expect(invite.headers['cache-control']).toBe('no-store');
    expect(invite.text).toContain('METHOD:PUBLISH');
    expect(invite.text).toContain('DTSTART:20261124T130000Z');
    expect((await http.get(`${otherToken}/invite.ics`)).status).toBe(404);
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.envelope.to.includes('grace@example.com'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    const attached = mail.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const uidOf = (ics: string) => /UID:([^\r\n]+)/.exec(ics)?.[1];
    expect(uidOf(invite.text)).toBe(uidOf(attached!.content.toString()));

    // The visit is booked: no Book button in the header, the bottom bar or anywhere else on the page.
    const bookLinks = $('a')
      .filter((_, a) => /^book/i.test($(a).text().trim()) || ($(a).attr('href') ?? '') === '/book')
      .map((_, a) => $(a).text().trim())
      .get();
    expect(bookLinks).toEqual([]);
  });

  it('writes every time in the customer’s e-mails and texts one way: "8 am", never "8 AM" or "8:00 AM"', async () => {
    const { book, post, clock, smtp, sms, database, store, http } = await site();
    const { reference, manageUrl } = await book({ textConsent: 'yes' });
    await assignTechnician({ database, store }, reference);
    // Moved to 10 am, then the day: on the way, and missed.
    const token = manageUrl.slice('/booking/'.length);
    expect(
      (await http.post(`/booking/${token}/reschedule`).type('form').send({ windowStart: '2026-11-24T10:00:00-05:00' }))
        .status,
    ).toBe(303);
    clock.set('2026-11-24T14:30:00Z');
    expect((await post(`/office/bookings/${reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    expect((await post(`/office/bookings/${reference}/status`, { status: 'no-show', confirm: 'yes' })).status).toBe(
      303,
    );
    const subjects = [
      'Your repair visit is booked',
      'Your repair visit has moved',
      'Tom is on the way',
      'We missed you',
    ];
    const mails = await vi.waitFor(
      () => {
        const found = subjects.map((s) => smtp.received.find((m) => m.parsed.subject?.startsWith(s)));
        expect(found.every(Boolean)).toBe(true);
        return found.map((m) => m!);
      },
      { timeout: 8000 },
    );
    const texts = await vi.waitFor(
      () => {
        expect(sms.messages.length).toBeGreaterThanOrEqual(2);
        return sms.messages;
      },
      { timeout: 5000 },
    );
    const shouty = /\b\d{1,2}(:\d\d)?\s?[AP]M\b|\b\d{1,2}:00\b/;
    for (const mail of mails) {
      expect(mail.parsed.subject).not.toMatch(shouty);
      expect(mail.parsed.text).not.toMatch(shouty);
      expect(String(mail.parsed.html)).not.toMatch(shouty);
      // A greeting, then a sentence: never the full name run into one.
      expect(mail.parsed.text).toMatch(/^Hello Dana,\n\n[A-Z]/);
    }
    expect(mails[1]!.parsed.subject).toBe('Your repair visit has moved: Tuesday, November 24, 10 am–12 pm');
    expect(mails[2]!.parsed.text).toContain('between 10 am and 12 pm');
    for (const text of texts) expect(text.body).not.toMatch(shouty);
  });
});
