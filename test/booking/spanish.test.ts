/**
 * Booking in Spanish (issue 41, items 1–2): a homeowner who reads Spanish opens /es/book, goes through the four
 * steps without JavaScript, sees every step in Spanish (`lang="es"`, the catalog's words, dates as es-US writes
 * them), is told what is wrong in Spanish, and books: the booking's row says `es`.
 */
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../data/messages';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const engines = testEngines('spanish-booking', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';

/** The values a browser would send from the booking form: hidden fields, inputs, textareas, chosen options. */
function formFields($: CheerioAPI): Record<string, string> {
  const fields: Record<string, string> = {};
  $('form.booking__form input[name]').each((_, element) => {
    const input = $(element);
    const type = input.attr('type');
    if ((type === 'radio' || type === 'checkbox') && input.attr('checked') === undefined) return;
    fields[input.attr('name')!] = input.attr('value') ?? '';
  });
  $('form.booking__form select[name]').each((_, element) => {
    const select = $(element);
    fields[select.attr('name')!] = select.find('option[selected]').attr('value') ?? '';
  });
  return fields;
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** Every English sentence of the booking catalog (fixed text long enough to be a sentence, not a name). */
const englishSentences = Object.values(messagesFor('en').booking).filter(
  (words): words is string => typeof words === 'string' && words.split(' ').length >= 4,
);

/** A Spanish page: its language, and none of the booking catalog's English sentences in what it shows. */
function expectSpanish(html: string): CheerioAPI {
  const $ = load(html);
  expect($('html').attr('lang')).toBe('es');
  const shown = $('main').text();
  expect(englishSentences.filter((sentence) => shown.includes(sentence))).toEqual([]);
  return $;
}

describe.each(engines)('a booking in Spanish on $name', (engine) => {
  it('goes through /es/book step by step in Spanish and records the booking as Spanish', async () => {
    const database = await engine.open();
    const { http } = await officeApp(database, {
      clock: testClock(),
      options: { bookingRateLimit: { limit: 10_000 } },
    });

    const where = await http.get('/es/book?service=washer-repair');
    expect(where.status).toBe(200);
    let $ = expectSpanish(where.text);
    expect($('h1').text()).toBe('Reserve su visita');
    expect($('#book-step-title').text()).toBe('Paso 1 de 4: ¿Dónde está el electrodoméstico?');
    expect($('form.booking__form').attr('action')).toBe('/es/book');
    expect($('#book-service option[selected]').text()).toBe('Lavadoras');

    const window = await http.get('/es/book?zip=20910&service=washer-repair');
    expect(window.status).toBe(200);
    $ = expectSpanish(window.text);
    expect($('#book-step-title').text()).toContain('Elija un horario');
    expect($('main').text()).toContain('Reparación de lavadoras en el 20910');
    // The days and hours as es-US writes them.
    expect($('.windows__date').first().text()).toMatch(
      /^(Hoy|Mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo)/,
    );
    expect($('.windows__hours').first().text()).toMatch(/a\.\s?m\.|p\.\s?m\./);

    const details = await http.get(
      `/es/book?zip=20910&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
    );
    $ = expectSpanish(details.text);
    expect($('label[for="book-name"]').text()).toContain('Nombre');
    expect($('label[for="book-address"]').text()).toContain('Dirección');

    // A phone number without its area code: refused in Spanish, the summary and the field both.
    const refused = await http
      .post('/es/book')
      .type('form')
      .send(
        form({
          ...formFields($),
          name: 'Rosa Díaz',
          phone: '555-0199',
          email: 'rosa@example.com',
          address: '12 Elm St',
        }),
      );
    expect(refused.status).toBe(400);
    $ = expectSpanish(refused.text);
    expect($('.error-summary__title').text()).toContain('Un campo necesita su atención');
    expect($('.error-summary__list').text()).toBe('Teléfono');
    expect($('main').text()).toContain('Escriba un número de teléfono con su código de área, como (202) 555-0123.');

    const review = await http
      .post('/es/book')
      .type('form')
      .send(form({ ...formFields($), phone: '(240) 555-0199' }));
    expect(review.status).toBe(200);
    $ = expectSpanish(review.text);
    expect($('#book-step-title').text()).toBe('Paso 4 de 4: Revise y confirme');
    expect($('.booking__review').text()).toContain('martes, 24 de noviembre, 8');
    expect($('.booking__review').text()).toContain('(hora de Nueva York)');
    expect($('button[value="confirm"]').text()).toBe('Confirmar la reserva');

    const booked = await http
      .post('/es/book')
      .type('form')
      .send(form({ ...formFields($), step: 'confirm' }));
    expect(booked.status).toBe(303);
    const row = await database.db.selectFrom('bookings').select(['name', 'language']).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Rosa Díaz', language: 'es' });
  });

  it('says a zip outside the area, and a missing one, in Spanish', async () => {
    const database = await engine.open();
    const { http } = await officeApp(database, { clock: testClock() });
    const outside = await http.get('/es/book?zip=90210&service=washer-repair');
    expect(outside.status).toBe(422);
    expect(expectSpanish(outside.text)('.form-error').text()).toContain(
      'Lo sentimos, el código postal 90210 está fuera del área que atendemos',
    );
    const missing = await http
      .post('/es/book')
      .type('form')
      .send(form({ step: 'window', zip: '', service: '' }));
    expect(missing.status).toBe(400);
    const $ = expectSpanish(missing.text);
    expect($('main').text()).toContain('Escriba el código postal de la dirección que vamos a visitar.');
    expect($('main').text()).toContain('Elija un electrodoméstico de la lista.');
  });

  it('answers the island in Spanish too, and leaves /book in English', async () => {
    const database = await engine.open();
    const { http } = await officeApp(database, { clock: testClock() });
    const answer = await http
      .post('/es/book')
      .set('Accept', 'application/json')
      .send({ step: 'window', zip: '20910', service: 'washer-repair' });
    expect(answer.status).toBe(200);
    expect(answer.body.step).toBe('window');
    expect(answer.body.days.length).toBeGreaterThan(0);
    const english = await http.get('/book?zip=20910&service=washer-repair');
    expect(load(english.text)('html').attr('lang')).toBe('en');
    expect(load(english.text)('#book-step-title').text()).toBe('Step 2 of 4: Choose an Arrival Window');
  });
});
