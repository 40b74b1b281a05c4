import { load } from 'cheerio';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { getPage, testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';

let dir: string;
let databaseUrl: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-contact-'));
  databaseUrl = `file:${path.join(dir, 'var', 'site.db')}`;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const app = (options: Parameters<typeof testApp>[1] = {}) => testApp({ DATABASE_URL: databaseUrl }, options);
const visitor = (options: Parameters<typeof testApp>[1] = {}) => supertest(app(options));

const valid = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(301) 555-0188',
  service: 'refrigerator',
  message: 'Fridge is warm, freezer still cold.\nPlease come after 3pm.',
};

const readLeads = () => storedLeads(databaseUrl);

describe('the contact form, filled in from a link', () => {
  it('takes the appliance and zip from the home page card and the code from a coupon', async () => {
    const { status, $ } = await getPage('/contact?zip=20901&service=oven&coupon=FIRST25');
    expect(status).toBe(200);
    expect($('#contact-service option[selected]').attr('value')).toBe('oven');
    expect($('#contact-message').text()).toBe('My zip code is 20901. I would like to use coupon FIRST25.');
  });

  it('ignores what it does not know', async () => {
    const { $ } = await getPage('/contact?zip=%3Cb%3E&service=toaster&coupon=FREE100');
    expect($('#contact-service option[selected]').attr('value') ?? '').toBe('');
    expect($('#contact-message').text()).toBe('');
  });
});

describe('the contact page', () => {
  it('has its own title and description, contact details and hours', async () => {
    const { status, $ } = await getPage('/contact', app());
    expect(status).toBe(200);
    expect($('title').text()).toBe('Contact Us: Book an Appliance Repair | Capital Appliance Repair');
    expect($('meta[name="description"]').attr('content')).toMatch(/reply within 1 hour/);
    expect($('h1')).toHaveLength(1);
    const details = $('.contact-details');
    expect(details.find(`a[href="${business.phone.href}"]`).text()).toBe(business.phone.display);
    expect(details.find(`a[href="mailto:${business.email}"]`).text()).toBe(business.email);
    expect(details.find('.hours').text()).toContain('Monday – Saturday8:00 AM – 8:00 PM');
    expect(details.find('.hours').text()).toContain('Sunday9:00 AM – 6:00 PM');
  });

  it('has a form with labelled, typed, required fields and the six service choices', async () => {
    const { $ } = await getPage('/contact', app());
    const form = $('form.contact-form');
    expect(form.attr('method')).toBe('post');
    // Without JavaScript the answer (errors or confirmation) lands at the form, not the top of the page.
    expect(form.attr('action')).toBe('/contact#form-title');
    expect($('#form-title').text()).toBe('Send Us a Message');
    const field = (name: string) => form.find(`[name="${name}"]`);
    const label = (name: string) => form.find(`label[for="${field(name).attr('id')}"]`).text();
    expect(field('name').attr('type')).toBe('text');
    expect(field('email').attr('type')).toBe('email');
    expect(field('phone').attr('type')).toBe('tel');
    for (const name of ['name', 'email', 'phone']) expect(field(name).attr('required'), name).toBeDefined();
    for (const name of ['service', 'message']) expect(field(name).attr('required'), name).toBeUndefined();
    expect(label('name')).toMatch(/^Name/);
    expect(label('email')).toMatch(/^Email/);
    expect(label('phone')).toMatch(/^Phone/);
    expect(label('service')).toMatch(/Appliance/);
    expect(label('message')).toMatch(/optional/);
    expect(field('service').prop('tagName')).toBe('SELECT');
    expect(field('message').prop('tagName')).toBe('TEXTAREA');
    const options = field('service')
      .find('option')
      .map((_, option) => $(option).attr('value'))
      .get();
    expect(options).toEqual(['', 'washer', 'dryer', 'refrigerator', 'dishwasher', 'oven', 'other']);
    expect(form.find('button[type="submit"]').text()).toBe('Send Message');
  });

  it('hides the honeypot field from people but keeps it in the form', async () => {
    const { $ } = await getPage('/contact', app());
    const trap = $('.contact-form__trap');
    expect(trap.find('input[name="website"]').attr('tabindex')).toBe('-1');
    const css = readFileSync(path.join('client/styles/pages/contact.css'), 'utf8');
    expect(css).toMatch(/\.contact-form__trap\s*\{\s*display:\s*none;/);
  });

  it('embeds the OpenStreetMap frame over the metro area with a marker on central DC, lazily', async () => {
    const { $, headers } = await getPage('/contact', app());
    // Without JavaScript the browser reads the frame in <noscript>; with it, the map island puts the same frame in
    // when the visitor scrolls near (test/e2e/contact.spec.ts).
    const box = $('[data-island="map"] .contact-map');
    const frame = load(box.find('noscript').html() ?? '')('iframe.contact-map__frame');
    expect(frame).toHaveLength(1);
    const props = JSON.parse($('script[data-island-props="map"]').html() ?? '{}') as { src: string; title: string };
    expect(props).toEqual({ src: frame.attr('src'), title: frame.attr('title') });
    const src = new URL(frame.attr('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    const { latitude, longitude } = business.geo;
    expect(west! < longitude && longitude < east! && south! < latitude && latitude < north!).toBe(true);
    expect(east! - west!).toBeGreaterThan(0.5);
    expect(src.searchParams.get('marker')).toBe(`${latitude},${longitude}`);
    expect(frame.attr('title')).toMatch(/map/i);
    expect(frame.attr('loading')).toBe('lazy');
    expect(headers['content-security-policy']).toContain('frame-src https://www.openstreetmap.org;');
  });

  it('shows the confirmation at /contact?sent=1', async () => {
    const { status, $ } = await getPage('/contact?sent=1', app());
    expect(status).toBe(200);
    expect($('.contact-sent[role="status"]').text()).toContain(
      "Message Sent!We'll contact you within 1 hour. For immediate service, please call us!",
    );
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect((await getPage('/contact', app())).$('.contact-sent')).toHaveLength(0);
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message as one new lead with the values, then answers 201', async () => {
    const response = await visitor().post('/api/contact').send(valid);
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await readLeads()).toHaveLength(1);
    const [lead] = await readLeads();
    expect(lead).toMatchObject(valid);
    expect(response.body).toEqual({ ok: true, id: lead!.id });
    expect(Date.now() - Date.parse(lead!.receivedAt)).toBeLessThan(10_000);
  });

  it('accepts a message without the optional service and message', async () => {
    const response = await visitor()
      .post('/api/contact')
      .send({ name: 'Ann', email: 'ann@example.org', phone: '2025550100' });
    expect(response.status).toBe(201);
    expect((await readLeads())[0]).toMatchObject({ name: 'Ann', service: '', message: '' });
  });

  it('answers 400 with a message per missing or invalid field and writes nothing', async () => {
    const missing = await visitor().post('/api/contact').send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors as object).sort()).toEqual(['email', 'name', 'phone']);
    expect(missing.body.fieldErrors.name).toMatch(/enter your name/);

    const invalid = await visitor()
      .post('/api/contact')
      .send({
        name: 'x'.repeat(101),
        email: 'not-an-email',
        phone: 'call me maybe',
        service: 'jacuzzi',
        message: 'y'.repeat(2001),
      });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({
      name: expect.stringMatching(/100 characters/),
      email: expect.stringMatching(/valid email/),
      phone: expect.stringMatching(/valid phone/),
      service: expect.stringMatching(/choose an appliance/),
      message: expect.stringMatching(/2000 characters/),
    });

    const wrongTypes = await visitor()
      .post('/api/contact')
      .send({ ...valid, name: ['a'], phone: 2025550100 });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.fieldErrors as object).sort()).toEqual(['name', 'phone']);
    expect(await readLeads()).toEqual([]);
  });

  it('turns line breaks in single-line fields into spaces so they cannot reach a mail header later', async () => {
    await visitor()
      .post('/api/contact')
      .send({ ...valid, name: 'Maria\r\nBcc: spam@example.com' });
    expect((await readLeads())[0]!.name).toBe('Maria Bcc: spam@example.com');
  });

  it('answers a filled honeypot like a success but writes nothing', async () => {
    const response = await visitor()
      .post('/api/contact')
      .send({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body.ok).toBe(true);
    expect(await readLeads()).toEqual([]);
  });

  it('refuses bodies over 16 KB with 413 and writes nothing', async () => {
    const response = await visitor()
      .post('/api/contact')
      .send({ ...valid, message: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/larger than we accept/);
    expect(await readLeads()).toEqual([]);
  });

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const form = await visitor().post('/api/contact').type('form').send(valid);
    expect(form.status).toBe(415);
    const text = await visitor().post('/api/contact').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    const broken = await visitor().post('/api/contact').set('Content-Type', 'application/json').send('{"name":');
    expect(broken.status).toBe(400);
    expect(await readLeads()).toEqual([]);
  });

  it('answers 429 with a helpful message once one client sends too many', async () => {
    const agent = visitor({ contactRateLimit: { limit: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await agent.post('/api/contact').send(valid)).status).toBe(201);
    const limited = await agent.post('/api/contact').send(valid);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/wait a few minutes/);
    expect(limited.body.error).toContain(business.phone.display);
    expect(await readLeads()).toHaveLength(3);
  });

  it('rate-limits ten messages per client by default', async () => {
    const agent = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await agent.post('/api/contact').send(valid)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('answers 503 and asks the visitor to call when the lead cannot be written, never 201', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const broken = supertest(testApp({ DATABASE_URL: `file:${path.join(blocker, 'site.db')}` }));
    const response = await broken.post('/api/contact').send(valid);
    expect(response.status).toBe(503);
    expect(response.body.error).toContain(business.phone.display);
  });

  it('keeps 50 concurrent messages as 50 intact leads, none lost or mixed up', async () => {
    const server = app({ contactRateLimit: { limit: 1000 } });
    const sent = Array.from({ length: 50 }, (_, i) => ({
      ...valid,
      name: `Visitor ${i}`,
      message: `${'long text '.repeat(150)}#${i}`,
    }));
    const responses = await Promise.all(sent.map((body) => supertest(server).post('/api/contact').send(body)));
    expect(responses.map((response) => response.status)).toEqual(Array<number>(50).fill(201));

    const parsed = await readLeads();
    expect(parsed).toHaveLength(50);
    expect(new Set(parsed.map((lead) => lead.id)).size).toBe(50);
    expect(parsed.map((lead) => lead.name).sort()).toEqual(sent.map((body) => body.name).sort());
    for (const lead of parsed) expect(lead.message.endsWith(`#${lead.name.slice(8)}`)).toBe(true);
    expect(new Set(responses.map((response) => response.body.id as string))).toEqual(
      new Set(parsed.map((lead) => lead.id)),
    );
  });
});

describe('POST /contact without JavaScript', () => {
  it('stores the lead and redirects to the confirmation with 303', async () => {
    const response = await visitor().post('/contact').type('form').send(valid);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    expect(await readLeads()).toHaveLength(1);
    expect((await readLeads())[0]).toMatchObject(valid);
  });

  it('shows the form again with 400, the errors beside their fields and the values kept', async () => {
    const response = await visitor()
      .post('/contact')
      .type('form')
      .send({ name: 'Maria <b>Lopez</b>', email: 'maria@', phone: '', service: 'oven', message: 'Oven & grill' });
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const $ = load(response.text);
    // Each error is said once: a summary linking to the fields, the messages beside the fields.
    const summary = $('.error-summary[role="alert"]');
    expect(
      summary
        .find('a[href^="#contact-"]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['#contact-email', '#contact-phone']);
    expect(summary.find('a[href="tel:+12025550147"]').text()).toBe(business.phone.display);
    expect($('.form-error')).toHaveLength(0);
    expect($('#contact-name').val()).toBe('Maria <b>Lopez</b>');
    expect($('#contact-email').val()).toBe('maria@');
    expect($('#contact-email').attr('aria-invalid')).toBe('true');
    expect($(`#${$('#contact-email').attr('aria-describedby')}`).text()).toMatch(/valid email/);
    expect($(`#${$('#contact-phone').attr('aria-describedby')}`).text()).toMatch(/enter your phone/);
    expect($('#contact-name').attr('aria-invalid')).toBeUndefined();
    expect($('#contact-service option[selected]').attr('value')).toBe('oven');
    expect($('#contact-message').text()).toBe('Oven & grill');
    expect(response.text).not.toContain('<b>Lopez</b>');
    expect(await readLeads()).toEqual([]);
  });

  it('redirects a filled honeypot like a success but writes nothing', async () => {
    const response = await visitor()
      .post('/contact')
      .type('form')
      .send({ ...valid, website: 'spam' });
    expect(response.status).toBe(303);
    expect(await readLeads()).toEqual([]);
  });

  it('refuses bodies over 16 KB with a 413 page', async () => {
    const response = await visitor()
      .post('/contact')
      .type('form')
      .send({ ...valid, message: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(response.text).toContain('Request Too Large');
  });

  it('shows the form with a 429 and the values kept when one client sends too many', async () => {
    const agent = visitor({ contactRateLimit: { limit: 1 } });
    expect((await agent.post('/contact').type('form').send(valid)).status).toBe(303);
    const limited = await agent.post('/contact').type('form').send(valid);
    expect(limited.status).toBe(429);
    const $ = load(limited.text);
    expect($('.form-error').text()).toContain(business.phone.display);
    expect($('#contact-name').val()).toBe(valid.name);
  });

  it('shows the form with a 503 and the values kept when the lead cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const response = await supertest(testApp({ DATABASE_URL: `file:${path.join(blocker, 'site.db')}` }))
      .post('/contact')
      .type('form')
      .send(valid);
    expect(response.status).toBe(503);
    const $ = load(response.text);
    expect($('.form-error').text()).toContain(business.phone.display);
    expect($('#contact-email').val()).toBe(valid.email);
  });
});

describe('POST /contact asking for JSON', () => {
  it('answers the island from the same handler: 201 with the stored lead, 400 with the field errors', async () => {
    const agent = visitor();
    const stored = await agent.post('/contact').set('Accept', 'application/json').send(valid);
    expect(stored.status).toBe(201);
    expect(stored.headers['cache-control']).toBe('no-store');
    const leads = await readLeads();
    expect(leads).toHaveLength(1);
    expect(stored.body).toEqual({ ok: true, id: leads[0]?.id });
    const invalid = await agent
      .post('/contact')
      .type('form')
      .set('Accept', 'application/json')
      .send({ ...valid, email: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('Please correct the highlighted fields and send again.');
    expect(Object.keys(invalid.body.fieldErrors as object)).toEqual(['email']);
    expect(await readLeads()).toHaveLength(1);
  });
});
