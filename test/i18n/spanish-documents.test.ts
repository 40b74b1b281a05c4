/**
 * What a Spanish customer is sent, as it is composed for the relay: the receipt e-mail and its PDF, the estimate
 * e-mail and its PDF, the confirmation with its invite, all in Spanish with the accents drawn (PDF.js reads them
 * back), no English sentence of the catalogs in them, and the same messages to an English customer as before.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../data/messages';
import type { StoredBooking } from '../../server/features/booking/store';
import { composeBookingEmail } from '../../server/features/booking/emails/emails';
import { composeReceiptEmail } from '../../server/features/charges/receipt';
import type { VisitCharge } from '../../server/features/charges/store';
import { composeEstimateEmail } from '../../server/features/estimates/outbox';
import type { Estimate } from '../../server/features/estimates/estimate-store';
import { pdfText } from '../helpers/pdf';

const booking: StoredBooking = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'CAR-7KQ4M2',
  zip: '20901',
  service: 'washer-repair',
  windowStart: '2026-11-24T13:00:00.000Z',
  windowEnd: '2026-11-24T15:00:00.000Z',
  tokenExpiresAt: '2026-12-24T15:00:00.000Z',
  name: 'Ana <b>Ruiz</b>',
  phone: '(301) 555-0123',
  email: 'ana@example.com',
  address: '100 Sligo Avenue',
  unit: '',
  town: 'Silver Spring',
  brand: 'Whirlpool',
  model: '',
  problem: '',
  coupon: '',
  status: 'booked',
  sequence: 0,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  cancelledAt: null,
  changedBy: null,
  visitStatus: 'done',
  technicianId: null,
  language: 'es',
};
const charge: VisitCharge = {
  bookingId: booking.id,
  workDone: 'Cambié la bomba de desagüe; ¡ya centrifuga! Revisé también el último filtro: está limpio hasta mañana.',
  parts: 'Bomba de desagüe',
  coupon: '',
  payment: 'card',
  warrantyEndsOn: '2027-02-22',
  recordedAt: '2026-11-24T15:00:00.000Z',
  recordedBy: 'tom@example.com',
  updatedAt: '2026-11-24T15:00:00.000Z',
  updatedBy: 'tom@example.com',
  corrections: 0,
  receipt: { status: 'pending', queuedAt: '', sentAt: '', lastError: '' },
  partsCents: 4500,
  labourCents: 12000,
  feeCents: 8900,
  feeCreditCents: 8900,
  discountCents: 0,
  taxCents: 270,
  totalCents: 16770,
};
const context = { from: 'site@capital.test', to: 'office@capital.test' };

/** Every English sentence of an e-mail catalog area of four words or more, as its fixed words read. */
function englishSentences(area: 'mail' | 'receipts' | 'estimates'): string[] {
  return Object.values(messagesFor('en')[area])
    .flatMap((message) =>
      typeof message === 'function'
        ? (message as (...args: unknown[]) => string)(...Array.from({ length: message.length }, () => '\u0000'))
        : [message],
    )
    .flatMap((words) => words.split('\u0000'))
    .map((words) => words.trim())
    .filter((words) => words.split(/\s+/).length >= 4);
}

describe('a Spanish customer’s messages', () => {
  it('sends the receipt in Spanish, and its PDF draws á, é, í, ó, ú, ñ, ¿ and ¡', async () => {
    const email = await composeReceiptEmail(booking, charge, context);
    expect(email.subject).toBe('Su recibo: $167.70, CAR-7KQ4M2');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('Trabajo hecho:');
    expect(email.text).toContain('hasta el lunes, 22 de febrero de 2027');
    expect(email.html).toContain('<html lang="es">');
    for (const sentence of englishSentences('receipts')) expect(email.text).not.toContain(sentence);
    const attachments = email.attachments as { content: Buffer }[];
    const pdf = await pdfText(attachments[0]!.content);
    const text = pdf.lines.join('\n');
    expect(pdf.lines).toEqual(expect.arrayContaining(['Recibo', 'Dirección', 'Mano de obra', 'Total a pagar']));
    expect(text).toContain('martes, 24 de noviembre de 2026');
    expect(text).toContain('Cambié la bomba de desagüe; ¡ya centrifuga!');
    expect(text).toContain('¿Preguntas sobre este recibo?');
    expect(text).toContain('Garantía de 90 días en piezas y mano de obra');
    for (const letter of ['á', 'é', 'í', 'ó', 'ú', 'ñ', '¿', '¡']) expect(text).toContain(letter);
    expect(text).not.toContain('?a');
    expect(text).not.toMatch(/Receipt|Labour|Warranty/);
  });

  it('sends the estimate in Spanish, its PDF too', async () => {
    const estimate: Estimate = {
      id: 'e1',
      bookingId: booking.id,
      number: 1,
      status: 'sent',
      note: 'La bomba está dañada.',
      taxState: 'MD',
      taxRateBp: 600,
      feeCents: 8900,
      options: [
        {
          position: 1,
          title: 'Cambiar la bomba',
          lines: [
            { description: 'Bomba de desagüe', kind: 'part', quantity: 1, unitCents: 4500 },
            { description: 'Mano de obra', kind: 'labour', quantity: 1, unitCents: 12000 },
          ],
        },
      ],
      createdAt: '2026-11-24T14:00:00.000Z',
      createdBy: 'tom@example.com',
      sentAt: '2026-11-24T14:00:00.000Z',
      sentBy: 'tom@example.com',
      expiresAt: '2026-12-09T05:00:00.000Z',
      viewedAt: null,
      decidedAt: null,
      approvedOption: null,
      signedName: null,
      decidedFrom: null,
      declineReason: null,
    };
    const email = await composeEstimateEmail(
      { kind: 'estimate', booking, estimate, token: 'a-token' },
      { ...context, siteUrl: 'https://www.capitalappliancerepair.com', now: () => new Date('2026-11-24T15:00:00Z') },
    );
    expect(email.subject).toBe('Su presupuesto E-CAR-7KQ4M2-1');
    expect(email.text).toContain('Este es el presupuesto de su reparación de lavadoras.');
    expect(email.text).toContain('antes del martes, 8 de diciembre de 2026');
    expect(email.text).toContain('Impuesto sobre las ventas de Maryland en piezas (6.00 %): $2.70');
    expect(email.text).toContain('Revisar y aprobar: https://www.capitalappliancerepair.com/booking/a-token#estimate');
    for (const sentence of englishSentences('estimates')) expect(email.text).not.toContain(sentence);
    const pdf = await pdfText((email.attachments as { content: Buffer }[])[0]!.content);
    expect(pdf.lines).toEqual(expect.arrayContaining(['Presupuesto E-CAR-7KQ4M2-1', 'Opción 1: Cambiar la bomba']));
    expect(pdf.lines.join('\n')).toContain('La bomba está dañada.');
  });

  it('confirms the visit in Spanish with a Spanish invite, visitor text inert; English as before', () => {
    const queued = {
      id: 'm1',
      kind: 'customer-confirmation' as const,
      dueAt: booking.createdAt,
      booking,
      windowStart: booking.windowStart,
      windowEnd: booking.windowEnd,
      previousWindowStart: null,
      sequence: 0,
      token: 'a-token',
      detail: null,
    };
    const mailContext = { ...context, siteUrl: 'https://www.capitalappliancerepair.com' };
    const spanish = composeBookingEmail(queued, mailContext);
    expect(spanish.subject).toBe('Su visita de reparación está reservada: martes, 24 de noviembre, 8–10 a.m.');
    expect(spanish.text).toContain('Hola, Ana:');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).not.toContain('<b>Ruiz');
    for (const sentence of englishSentences('mail')) expect(`${spanish.text}`).not.toContain(sentence);
    // Unfolded: an invite's long lines go on over several, each next one starting with a space.
    const invite = (spanish.icalEvent as { content: string }).content.replace(/\r\n[ \t]/g, '');
    expect(invite).toContain('SUMMARY:Capital Appliance Repair: Reparación de lavadoras');
    expect(invite).toContain('Horario de llegada de su visita de reparación. Referencia CAR-7KQ4M2.');
    expect(invite).not.toContain('Arrival window');

    const english = composeBookingEmail({ ...queued, booking: { ...booking, language: 'en' } }, mailContext);
    expect(english.subject).toBe('Your repair visit is booked: Tuesday, November 24, 8–10 am');
    expect(english.text).toContain('Hello Ana,');
    expect(english.html).toContain('<html lang="en">');
    expect((english.icalEvent as { content: string }).content.replace(/\r\n[ \t]/g, '')).toContain(
      'Arrival window for your repair visit.',
    );
  });
});
