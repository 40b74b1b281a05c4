/**
 * A customer who speaks Spanish, booked by phone: the office sets the visit's language, and what reaches them
 * through the relay and the SMS provider is in Spanish (the confirmation e-mail and its invite, the confirmation
 * text of a customer without e-mail, On the Way's text and e-mail), while an English customer's is as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('a Spanish customer’s messages through the sinks');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('a Spanish customer’s messages on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('confirms, texts and announces On the Way in Spanish; English stays English', async () => {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100' },
      options: { bookingOutbox: { pollMs: 100, log: quiet }, textOutbox: { pollMs: 100, log: quiet } },
    });
    stoppers.push(async () => {
      await office.app.locals.bookingOutbox?.stop();
      await (office.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
    });
    const tom = await office.store.addUser(
      'tom@example.com',
      await testPasswordHash('wrench-amber-valley-58'),
      new Date(),
      {
        role: 'technician',
        name: 'Tom Wrench',
      },
    );
    let browser = await office.signIn();
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    const phoneIn = async (form: Record<string, string>, start = TUESDAY_8AM) => {
      const booked = await post('/office/bookings/new', {
        ...(bookingBody(start, form) as Record<string, string>),
        textConsent: 'yes',
      });
      expect(booked.status, booked.text).toBe(303);
      return decodeURIComponent(/\/office\/bookings\/([^/?]+)/.exec(booked.headers.location ?? '')![1]!);
    };
    const mailTo = (address: string, subject: string) =>
      vi.waitFor(
        () => {
          const found = smtp.received.find(
            (m) => m.envelope.to.includes(address) && m.parsed.subject?.startsWith(subject),
          );
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 10_000 },
      );

    // Ana speaks Spanish and gave an e-mail: the confirmation and its invite are in Spanish.
    const ana = await phoneIn({ name: 'Ana Ruiz', phone: '(202) 555-0151', email: 'ana@example.com', language: 'es' });
    const confirmation = await mailTo(
      'ana@example.com',
      'Su visita de reparación está reservada: martes, 24 de noviembre',
    );
    expect(confirmation.parsed.text).toContain('Hola, Ana:');
    expect(confirmation.parsed.text).not.toContain('Thank you for booking');
    expect(confirmation.parsed.html).toContain('<html lang="es">');
    const invite = confirmation.parsed.attachments.find((a) => a.contentType === 'text/calendar')!;
    const ics = invite.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Capital Appliance Repair: Reparación de lavadoras');
    expect(ics).toContain('Horario de llegada de su visita de reparación.');

    // Luis speaks Spanish and has no e-mail: his confirmation comes by text, in Spanish.
    await phoneIn({ name: 'Luis Gómez', phone: '(202) 555-0152', email: '', language: 'es' });
    const luis = await vi.waitFor(
      () => {
        const text = sms.messages.find((m) => m.to === '+12025550152');
        expect(text).toBeDefined();
        return text!;
      },
      { timeout: 10_000 },
    );
    expect(luis.body).toMatch(/^Capital Appliance Repair: su visita es el 24 de noviembre, de 8 a\.m\. a 10 a\.m\./);
    expect(luis.body.endsWith('\nResponda STOP para darse de baja')).toBe(true);

    // Bob speaks English: as ever.
    await phoneIn({ name: 'Bob Plain', phone: '(202) 555-0153', email: 'bob@example.com' }, TUESDAY_10AM);
    await mailTo('bob@example.com', 'Your repair visit is booked: Tuesday, November 24, 10 am–12 pm');

    // The morning of the visit: Tom sets out for Ana, who hears it in Spanish by text and e-mail.
    office.clock.set('2026-11-24T12:30:00Z');
    browser = await office.signIn();
    expect((await post(`/office/bookings/${ana}/technician`, { technician: tom.id })).status).toBe(303);
    expect((await post(`/office/bookings/${ana}/status`, { status: 'on-the-way' })).status).toBe(303);
    const onTheWay = await vi.waitFor(
      () => {
        const text = sms.messages.find((m) => m.to === '+12025550151');
        expect(text).toBeDefined();
        return text!;
      },
      { timeout: 10_000 },
    );
    expect(onTheWay.body).toBe(
      'Capital Appliance Repair: Tom, su técnico, va en camino y llega de 8 a.m. a 10 a.m. (hora de Nueva York). ¿Preguntas? Llame al (202) 555-0147.\nResponda STOP para darse de baja',
    );
    const email = await mailTo('ana@example.com', 'Tom va en camino');
    expect(email.parsed.text).toContain('Tom, su técnico, ya va en camino y llegará de 8 a.m. a 10 a.m.');
  });
});
