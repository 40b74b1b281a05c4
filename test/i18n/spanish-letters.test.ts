/**
 * Issue 41 item 3: the letters beyond booking's own, to a customer who booked in Spanish, through the relay: the
 * surge hold's "confirm your visit", the parts-in, the pay-link and the review request e-mails are written in the
 * language of the booking's row (read back from the database, as each outbox reads it when it writes the letter),
 * while an English customer's are word for word as before. The lead's one e-mail goes to the office, in English,
 * and says when the request was made in Spanish.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { loadConfig, type MailConfig } from '../../server/kernel/config';
import { createMailTransport } from '../../server/kernel/mail/mailer';
import { toStoredBooking, type StoredBooking } from '../../server/features/booking';
import { composeHoldEmail } from '../../server/features/booking/emails/emails';
import type { HeldBooking } from '../../server/features/booking/surge';
import { composePartsInEmail } from '../../server/features/jobs/parts-outbox';
import type { JobPart } from '../../server/features/jobs/parts-store';
import { composePayLinkEmail } from '../../server/features/payments/pay-link-outbox';
import { composeReviewRequest } from '../../server/features/reviews/emails';
import { composeLeadEmail } from '../../server/features/leads/lead-mail';
import type { StoredLead } from '../../server/features/leads/store';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';
import { startSmtpServer, type ReceivedMail } from '../helpers/smtp';

// The words do not depend on the engine: the first one (SQLite) is enough.
const [engine] = testEngines('a Spanish customer’s other letters');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TOKEN = 'a'.repeat(43);
const context = { from: 'site@example.com', to: 'office@example.com', siteUrl: TEST_SITE_URL };
const stoppers: (() => Promise<void> | void)[] = [];

const parts = (jobId: string): JobPart[] =>
  [
    ['WPW10348269', 'Drain pump'],
    ['W10908951', 'Door boot'],
  ].map(([partNumber, description], index) => ({
    id: `part-${index}`,
    jobId,
    partNumber: partNumber!,
    description: description!,
    supplier: 'Marcone',
    costCents: 4_500,
    orderedOn: '2026-11-24',
    expectedOn: '2026-11-27',
    arrivedAt: '2026-11-27T15:00:00.000Z',
    arrivedBy: 'owner@example.com',
  }));

/** A hold as the surge gate keeps it, asked in the booking's language. */
const holdOf = (booking: StoredBooking): HeldBooking => ({
  id: `hold-${booking.id}`,
  status: 'held',
  createdAt: '2026-11-20T17:00:00.000Z',
  expiresAt: '2026-11-20T17:30:00.000Z',
  confirmedAt: null,
  bookingId: null,
  zip: booking.zip,
  service: booking.service,
  windowStart: booking.windowStart,
  windowEnd: booking.windowEnd,
  name: booking.name,
  phone: booking.phone,
  email: booking.email,
  address: booking.address,
  unit: booking.unit,
  town: booking.town,
  brand: booking.brand,
  problem: booking.problem,
  coupon: '',
  clientAddress: '203.0.113.9',
  model: '',
  textConsent: false,
  sources: {} as HeldBooking['sources'],
  language: booking.language,
});

describe('a Spanish customer’s other letters, through the relay', () => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('writes the hold, parts-in, pay-link and review request e-mails in the row’s language', async () => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const database = await engine!.open();
    stoppers.push(() => database.close());
    // No relay for the office's own booking e-mails: only the letters below reach the sink.
    const office = await officeApp(database);
    const browser = await office.signIn();
    const phoneIn = async (form: Record<string, string>) => {
      const booked = await office.http
        .post('/office/bookings/new')
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...(bookingBody(TUESDAY_8AM, form) as Record<string, string>) });
      expect(booked.status, booked.text).toBe(303);
      const reference = decodeURIComponent(/\/office\/bookings\/([^/?]+)/.exec(booked.headers.location ?? '')![1]!);
      return database.db
        .selectFrom('bookings')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    };
    const anaRow = await phoneIn({
      name: 'Ana Ruiz',
      phone: '(202) 555-0151',
      email: 'ana@example.com',
      language: 'es',
    });
    const bobRow = await phoneIn({ name: 'Bob Plain', phone: '(202) 555-0153', email: 'bob@example.com' });
    expect([anaRow.language, bobRow.language]).toEqual(['es', 'en']);

    const transport = createMailTransport(loadConfig({ SMTP_URL: smtp.url }).mail as MailConfig);
    stoppers.push(() => transport.close());
    const letters = (row: typeof anaRow): SendMailOptions[] => {
      const booking = toStoredBooking(row);
      return [
        composeHoldEmail({ kind: 'hold-link', id: 'hold-mail', hold: holdOf(booking), token: TOKEN }, context),
        composePartsInEmail({ booking, parts: parts('job-1'), token: TOKEN }, context),
        composePayLinkEmail({ booking, balanceCents: 18_950, token: TOKEN }, context),
        composeReviewRequest(
          { kind: 'request', id: 'review-mail', booking: row, token: TOKEN, expiresAt: '2026-12-24T16:00:00.000Z' },
          context,
        ),
      ];
    };
    for (const letter of [...letters(anaRow), ...letters(bobRow)]) await transport.send(letter);
    const received = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
    const [hold, partsIn, payLink, review] = received('ana@example.com') as [
      ReceivedMail,
      ReceivedMail,
      ReceivedMail,
      ReceivedMail,
    ];
    const link = `${TEST_SITE_URL}/booking/${TOKEN}`;

    expect(hold.parsed.subject).toBe(
      'Confirme su solicitud de visita de reparación: martes, 24 de noviembre, 8–10 a.m.',
    );
    expect(hold.parsed.text).toContain(
      'Alguien pidió reservar con Capital Appliance Repair una visita de reparación de lavadoras para el martes, 24 de noviembre, 8–10 a.m. (hora de Nueva York)',
    );
    expect(hold.parsed.text).toContain(
      'presione "Confirmar mi visita" antes de las 12:30 p.m., hora de Nueva York (dentro de 30 minutos)',
    );
    expect(hold.parsed.text).toContain(`Confirmar mi visita: ${link}`);

    expect(partsIn.parsed.subject).toBe('Ya llegaron sus piezas: reserve la visita para instalarlas');
    expect(partsIn.parsed.text).toContain('Hola, Ana:\n\nYa llegaron todas las piezas para su reparación.');
    expect(partsIn.parsed.text).toContain('Pieza 2: Door boot (W10908951)');
    expect(partsIn.parsed.text).toContain(`Reserve la visita: ${link}#return-visit`);

    expect(payLink.parsed.subject).toBe('Pague $189.50 por su visita del martes, 24 de noviembre');
    expect(payLink.parsed.text).toContain('Tiene un saldo de $189.50 por su visita del martes, 24 de noviembre.');
    expect(payLink.parsed.text).toContain('Saldo a pagar: $189.50');
    expect(load(String(payLink.parsed.html))(`a[href="${link}"]`).text()).toBe('Pagar $189.50');

    expect(review.parsed.subject).toBe('¿Cómo le atendimos? Su visita del martes, 24 de noviembre');
    expect(review.parsed.text).toContain('Aparato:    Reparación de lavadoras');
    expect(review.parsed.text).toContain(
      'El enlace funciona hasta el 24 de diciembre de 2026, para una sola respuesta.',
    );
    expect(review.parsed.text).toContain(`Calificar su visita: ${TEST_SITE_URL}/review/${TOKEN}`);

    for (const mail of [hold, partsIn, payLink, review]) {
      expect(mail.parsed.html).toContain('<html lang="es">');
      // Not one English sentence of the letters left in the Spanish.
      for (const english of ['Questions?', 'Please', 'Your ', 'Thank you', 'Hello', ' is due', 'Visit:'])
        expect(mail.parsed.text, mail.parsed.subject).not.toContain(english);
    }

    // Bob's, in English, as they always were.
    expect(received('bob@example.com').map((m) => m.parsed.subject)).toEqual([
      'Please confirm your repair visit request: Tuesday, November 24, 8–10 am',
      'Your parts are in: book the visit to fit them',
      'Pay $189.50 for your visit on Tuesday, November 24',
      'How did we do? Your washer repair on Tuesday, November 24',
    ]);
    const [bobHold, bobParts, bobPay, bobReview] = received('bob@example.com') as ReceivedMail[];
    expect(bobHold!.parsed.text).toContain(
      'Someone asked to book a Washer Repair visit with Capital Appliance Repair for Tuesday, November 24, 8–10 am (New York time) and gave this e-mail address.',
    );
    expect(bobHold!.parsed.text).toContain('press "Confirm my visit" by 12:30 pm New York time (within 30 minutes)');
    expect(bobParts!.parsed.text).toContain(
      'Hello Bob,\n\nEvery part for your washer repair is in. Choose a time for your technician to come back and fit them.',
    );
    expect(bobParts!.parsed.text).toContain('Part 2: Door boot (W10908951)');
    expect(bobPay!.parsed.text).toContain('Questions, or rather pay another way? Call us at (202) 555-0147.');
    expect(bobReview!.parsed.text).toContain('The link works until December 24, 2026, for one answer.');
    for (const mail of [bobHold, bobParts, bobPay, bobReview]) expect(mail!.parsed.html).toContain('<html lang="en">');
  });

  it('tells the office, in English, that a request came in Spanish', () => {
    const lead: StoredLead = {
      id: 'lead-1',
      receivedAt: '2026-11-20T15:00:00.000Z',
      name: 'Ana Ruiz',
      phone: '(202) 555-0151',
      email: 'ana@example.com',
      service: 'washer-repair',
      message: 'La lavadora no centrifuga.',
      language: 'es',
    } as StoredLead;
    const spanish = composeLeadEmail(lead, context);
    expect(spanish.subject).toMatch(/^New repair request: Ana Ruiz/);
    expect(spanish.text).toContain('Language: Spanish');
    expect(load(spanish.html)('th:contains("Language") + td').text()).toBe('Spanish');
    const english = composeLeadEmail({ ...lead, language: 'en' }, context);
    expect(english.text).not.toContain('Language');
    expect(english.html).not.toContain('Language');
  });
});
