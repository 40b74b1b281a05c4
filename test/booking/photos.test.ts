/**
 * Telling us about the appliance without JavaScript: the model number and up to three photos at the details step
 * (a multipart form), re-encoded with no metadata, refused with a clear message and everything else kept, stored
 * with the booking in the database, and shown only in the office.
 */
import { load, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { officeApp, testPasswordHash } from '../helpers/office';
import { testEngines, type TestEngine } from '../helpers/engines';

const engines = testEngines('booking photos', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';

/** A phone's photo: 2400 × 1800 JPEG carrying EXIF with a GPS position and the owner's name. */
const phonePhoto = (colour: string) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Grace Hopper', Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 59/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 1/1 0/1' },
    })
    .toBuffer();

/** The values a form would send: hidden fields and inputs with a value (as a browser sends them). */
function formFields($: CheerioAPI): Record<string, string> {
  const fields: Record<string, string> = {};
  $('form.booking__form input[name]').each((_, element) => {
    const input = $(element);
    if (input.attr('type') === 'file') return;
    fields[input.attr('name')!] = input.attr('value') ?? '';
  });
  return fields;
}

const who = {
  name: 'Grace Hopper',
  phone: '(240) 555-2100',
  email: 'grace.photos@example.com',
  address: '12 Flower Avenue',
  problem: 'Not cooling.',
};

describe.each(engines)('the appliance’s model number and photos on $name', (engine: TestEngine) => {
  it('books with a model number and two photos without JavaScript; only the office sees them, stripped', async () => {
    const database = await engine.open();
    const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
    const { http } = office;
    const details = await http.get(
      `/book?zip=20901&service=refrigerator-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
    );
    const $details = load(details.text);
    expect($details('form.booking__form').attr('enctype')).toBe('multipart/form-data');
    expect($details('input#book-photos[type="file"][multiple]').attr('name')).toBe('photos');
    expect($details('details.booking__help summary').text()).toContain('Where do I find the model number?');
    expect($details('details.booking__help svg').length).toBe(1);
    const hidden = formFields($details);
    const photoRows = async () =>
      Number(
        (
          await database.db
            .selectFrom('booking_photos')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    // Each refusal keeps everything typed and stores nothing.
    const send = (fields: Record<string, string>, files: { bytes: Buffer; name: string }[]) => {
      let request: supertest.Test = http.post('/book');
      for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
      for (const file of files)
        request = request.attach('photos', file.bytes, { filename: file.name, contentType: 'image/jpeg' });
      return request;
    };
    const typed = { ...hidden, ...who, model: 'WRF555SDFZ' };
    const good = await phonePhoto('#336699');
    const refusals: [string, { bytes: Buffer; name: string }[], string][] = [
      [
        'not an image',
        [{ bytes: Buffer.from('just some text'), name: 'notes.jpg' }],
        '“notes.jpg” is not a photo we can read',
      ],
      ['broken', [{ bytes: good.subarray(0, 2000), name: 'cut.jpg' }], '“cut.jpg” is not a photo we can read'],
      [
        'too large',
        [{ bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 1), name: 'huge.jpg' }],
        '“huge.jpg” is larger than 8 MB',
      ],
      ['too many', [1, 2, 3, 4].map((n) => ({ bytes: good, name: `p${n}.jpg` })), 'at most 3 photos'],
    ];
    for (const [, files, message] of refusals) {
      const refused = await send(typed, files);
      expect(refused.status).toBe(400);
      const $ = load(refused.text);
      expect($('#book-photos-error').text()).toContain(message);
      expect($('input[name="name"]').attr('value')).toBe(who.name);
      expect($('input[name="model"]').attr('value')).toBe('WRF555SDFZ');
      expect($('textarea[name="problem"]').text()).toBe(who.problem);
    }
    expect(await photoRows()).toBe(0);

    const review = await send(typed, [
      { bytes: good, name: 'plate.jpg' },
      { bytes: await phonePhoto('#993333'), name: 'problem.jpg' },
    ]);
    expect(review.status).toBe(200);
    const $review = load(review.text);
    expect($review('.booking__review').text()).toContain('WRF555SDFZ');
    expect($review('.booking__review').text()).toContain('2 photos');
    // "Change details" keeps them: the form carries their key on, and says they are there.
    const back = load(
      (
        await http
          .post('/book')
          .type('form')
          .send({ ...formFields($review), step: 'details' })
      ).text,
    );
    expect(back('input[name="photoKey"]').attr('value')).toBe($review('input[name="photoKey"]').attr('value'));
    expect(back('#book-photos-hint').text()).toContain('2 photos added');
    const booked = await http
      .post('/book')
      .type('form')
      .send({ ...formFields($review), step: 'confirm' });
    expect(booked.status).toBe(303);

    const row = await database.db
      .selectFrom('bookings')
      .select(['id', 'reference', 'model_number'])
      .executeTakeFirstOrThrow();
    expect(row.model_number).toBe('WRF555SDFZ');
    const photos = await database.db.selectFrom('booking_photos').selectAll().orderBy('position').execute();
    expect(photos.map((photo) => [photo.booking_id, photo.upload_key, photo.width, photo.height])).toEqual([
      [row.id, null, 1600, 1200],
      [row.id, null, 1600, 1200],
    ]);

    // The public cannot fetch them, with or without the office's address.
    const path = `/office/bookings/${row.reference}/photos/${photos[0]!.id}`;
    const anonymous = await http.get(path);
    expect(anonymous.status).not.toBe(200);
    expect(anonymous.headers['content-type'] ?? '').not.toContain('image/');

    const browser = await office.signIn();
    const page = load((await http.get(`/office/bookings/${row.reference}`).set('Cookie', browser.cookie)).text);
    expect(
      page('.office-photos img')
        .map((_, img) => page(img).attr('src'))
        .get(),
    ).toEqual(photos.map((photo) => `/office/bookings/${row.reference}/photos/${photo.id}`));
    expect(page('.office-facts').text()).toContain('WRF555SDFZ');
    const image = await http.get(path).set('Cookie', browser.cookie).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-store');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.xmp, metadata.icc]).toEqual([
      1600,
      1200,
      undefined,
      undefined,
      undefined,
    ]);
    expect((await sharp(good).metadata()).exif).toBeDefined();
    // Another photo id, or this one under another booking's reference, is nothing.
    expect((await http.get(`/office/bookings/${row.reference}/photos/nope`).set('Cookie', browser.cookie)).status).toBe(
      404,
    );

    // A technician sees the photos of their own visit only: anyone else's is the 404 an unknown one is (the route's
    // own-visit policy), never a 403 that would tell the visit exists.
    const hash = await testPasswordHash('a technician password');
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), { role: 'technician', name: 'Tom' });
    await office.store.addUser('una@example.com', hash, new Date(), { role: 'technician', name: 'Una' });
    await database.db.updateTable('bookings').set({ technician_id: tom.id }).where('id', '=', row.id).execute();
    const tomBrowser = await office.signIn('tom@example.com', 'a technician password');
    expect((await http.get(path).set('Cookie', tomBrowser.cookie)).status).toBe(200);
    const unaBrowser = await office.signIn('una@example.com', 'a technician password');
    const refused = await http.get(path).set('Cookie', unaBrowser.cookie);
    expect(refused.status).toBe(404);
    expect(refused.headers['content-type'] ?? '').not.toContain('image/');
  });
});
