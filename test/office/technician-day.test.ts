/**
 * The technician's day and record (issue 39, item 6): My Day shows today and the next working day, whose visits
 * are to read and not to start; on their own visit the technician writes a note and adds up to six photos from
 * the job (re-encoded, without metadata, private), which the office sees on the booking page and in the
 * customer's history. Another technician is refused the visit's page, its forms and its photos.
 */
import { load } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activityLines } from '../helpers/activity';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('technician day', { postgres: false });
// The clock stands at Monday, November 23, 9:00 AM in New York (test/helpers/booking.ts).
const MONDAY_NOON = '2026-11-23T12:00:00-05:00';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const WEDNESDAY_8AM = '2026-11-25T08:00:00-05:00';
// Thursday, November 26 is Thanksgiving: the shop is closed.
const FRIDAY_10AM = '2026-11-27T10:00:00-05:00';
const PASSWORD = 'socket-willow-harbor-35';

/** A phone's photo of the job: a JPEG carrying EXIF with the place it was taken (GPS) and the camera. */
const phonePhoto = (colour: string, size = { width: 2400, height: 1800 }) =>
  sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Tom Wrench' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 59/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 1/1 0/1' },
    })
    .toBuffer();

describe.each(engines)('the technician’s day and record on $name', (engine) => {
  /** The owner, two technicians (Tom and Una) and Tom's visits today, tomorrow and Wednesday; Una's on Friday. */
  const shop = async () => {
    const database = await engine.open();
    const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
    const hash = await testPasswordHash(PASSWORD);
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), { role: 'technician', name: 'Tom' });
    const una = await office.store.addUser('una@example.com', hash, new Date(), { role: 'technician', name: 'Una' });
    const owner = await office.signIn();
    const signInAs = async (email: string) => {
      const browser = await office.signIn(email, PASSWORD);
      return {
        get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
        post: (path: string, form: Record<string, string>) =>
          office.http
            .post(path)
            .set('Cookie', browser.cookie)
            .type('form')
            .send({ _csrf: browser.csrf, ...form }),
        upload: (path: string, photo: Buffer, filename = 'job.jpg') =>
          office.http
            .post(path)
            .set('Cookie', browser.cookie)
            .field('_csrf', browser.csrf)
            .attach('photo', photo, { filename, contentType: 'image/jpeg' }),
      };
    };
    const ownerAs = {
      get: (path: string) => office.http.get(path).set('Cookie', owner.cookie),
      post: (path: string, form: Record<string, string>) =>
        office.http
          .post(path)
          .set('Cookie', owner.cookie)
          .type('form')
          .send({ _csrf: owner.csrf, ...form }),
    };
    /** A customer books; the desk assigns the visit to the technician from the booking's page. */
    const visitFor = async (technicianId: string, start: string, name: string) => {
      const reference = await bookVisit(office.http, start, { name });
      const assigned = await ownerAs.post(`/office/bookings/${reference}/technician`, { technician: technicianId });
      expect(assigned.status).toBe(303);
      return reference;
    };
    const today = await visitFor(tom.id, MONDAY_NOON, 'Tess Today');
    const tomorrow = await visitFor(tom.id, TUESDAY_8AM, 'Tobias Tomorrow');
    const wednesday = await visitFor(tom.id, WEDNESDAY_8AM, 'Wanda Later');
    const friday = await visitFor(una.id, FRIDAY_10AM, 'Fern Friday');
    const bookingId = async (reference: string) =>
      (
        await database.db
          .selectFrom('bookings')
          .select('id')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).id;
    return {
      ...office,
      owner: ownerAs,
      tom: await signInAs('tom@example.com'),
      una: await signInAs('una@example.com'),
      visits: { today, tomorrow, wednesday, friday },
      bookingId,
    };
  };

  it('shows today with its status buttons and the next working day to read, without them', async () => {
    const { tom, una, visits, database } = await shop();
    const $ = load((await tom.get('/office/my-day')).text);
    const card = (reference: string) => $(`article:has(#visit-${reference})`);
    expect(card(visits.today).find(`form[action="/office/bookings/${visits.today}/status"]`).length).toBeGreaterThan(0);

    const next = $('section[aria-labelledby="next-day-heading"]');
    expect(next.find('h2').text()).toBe('Next: Tuesday, November 24');
    expect(next.find('h3 a').attr('href')).toBe(`/office/visits/${visits.tomorrow}`);
    expect(next.text()).toContain('Tobias Tomorrow');
    expect(next.find('form').length).toBe(0);
    expect(next.text()).toContain('The status buttons come on the visit’s day.');
    // Only the next working day: Wednesday's visit is not on today's page.
    expect($('main').text()).not.toContain('Wanda Later');

    // Una has nothing until Friday (Thursday is closed): her next working day is Friday.
    const hers = load((await una.get('/office/my-day')).text);
    expect(hers('#next-day-heading').text()).toBe('Next: Friday, November 27');
    expect(hers('main').text()).toContain('Fern Friday');

    // Tomorrow's visit page is to read too, and its status cannot be set before its day.
    const page = load((await tom.get(`/office/visits/${visits.tomorrow}`)).text);
    expect(page(`form[action$="/status"]`).length).toBe(0);
    const early = await tom.post(`/office/bookings/${visits.tomorrow}/status`, { status: 'on-the-way', back: 'visit' });
    expect(early.status).toBe(409);
    expect(early.text).toContain('before its day');
    const row = await database.db
      .selectFrom('bookings')
      .select('visit_status')
      .where('reference', '=', visits.tomorrow)
      .executeTakeFirstOrThrow();
    expect(row.visit_status).toBe('booked');
  });

  it('keeps the technician’s note and photo, re-encoded without EXIF, and shows both to the office', async () => {
    const { tom, owner, visits, database, bookingId, http } = await shop();
    const visitPath = `/office/visits/${visits.today}`;
    const sent = await phonePhoto('#3a6ea5');
    expect((await sharp(sent).metadata()).exif?.toString('latin1')).toContain('TestPhone');

    const added = await tom.upload(`${visitPath}/photos`, sent);
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`${visitPath}?saved=photo`);
    const note = 'Replaced the drain pump.\n<script>alert(1)</script> Ran a full cycle: no leaks.';
    const first = await tom.post(`${visitPath}/note`, { body: 'First look: the pump hums.' });
    expect(first.status).toBe(303);
    // Saving again replaces the note.
    const saved = await tom.post(`${visitPath}/note`, { body: note });
    expect(saved.headers.location).toBe(`${visitPath}?saved=note`);

    const id = await bookingId(visits.today);
    const notes = await database.db.selectFrom('visit_notes').selectAll().where('booking_id', '=', id).execute();
    expect(notes.map((row) => [row.body, row.author_email])).toEqual([[note, 'tom@example.com']]);
    const photos = await database.db.selectFrom('visit_photos').selectAll().where('booking_id', '=', id).execute();
    expect(photos.map((row) => [row.position, row.content_type, row.width, row.height])).toEqual([
      [0, 'image/jpeg', 1600, 1200],
    ]);
    // Each change with its line, in its name (written at the same instant, so in no particular order).
    const lines = (await activityLines(database)).filter((line) => line.action.startsWith('Visit '));
    expect(lines.map((line) => `${line.action} by ${line.by}`).sort()).toEqual([
      'Visit note saved by tom@example.com',
      'Visit note saved by tom@example.com',
      'Visit photo added by tom@example.com',
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ action: 'Visit photo added', detail: `Tess Today (${visits.today}): 1600 × 1200` }),
    );

    // The technician's page shows the note in its form and the photo; the photo is private and has no metadata.
    const page = load((await tom.get(`${visitPath}?saved=note`)).text);
    expect(page('[role="status"]').text()).toBe('Note saved.');
    expect(page('textarea[name="body"]').text()).toBe(note);
    const href = page('section[aria-labelledby="from-the-job-heading"] img').attr('src')!;
    expect(href).toBe(`${visitPath}/photos/${photos[0]!.id}`);
    const served = await tom.get(href).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['x-robots-tag']).toBe('noindex');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.exif, metadata.xmp]).toEqual([
      'jpeg',
      1600,
      undefined,
      undefined,
    ]);
    expect(Buffer.compare(served.body as Buffer, sent)).not.toBe(0);
    // Without a session, nothing.
    expect((await http.get(href)).status).toBe(303);

    // The booking page: "From the job", the note as text and the thumbnail linking to the photo.
    const booking = load((await owner.get(`/office/bookings/${visits.today}`)).text);
    const job = booking('section[aria-labelledby="from-the-job-heading"]');
    expect(job.find('h2').text()).toBe('From the job');
    expect(job.find('.office-message').text()).toBe(note);
    expect(job.find('script').length).toBe(0);
    expect(job.find(`a[href="${href}"] img[src="${href}"]`).attr('alt')).toBe('From the job, 1 of 1');
    expect((await owner.get(href)).status).toBe(200);

    // The customer's history: the visit with its note and its photo.
    const customerHref = booking('a[href^="/office/customers/"]').attr('href')!;
    const customer = load((await owner.get(customerHref)).text);
    const visit = customer(`li.office-card:has(a[href="/office/bookings/${visits.today}"])`);
    expect(visit.text()).toContain('From the job · 1 photo');
    expect(visit.find('.office-message').text()).toBe(note);
    expect(visit.find(`a[href="${href}"] img`).length).toBe(1);
  });

  it('refuses another technician the visit’s page, its note and photo forms and its photos, and writes nothing', async () => {
    const { tom, una, visits, database, bookingId } = await shop();
    const visitPath = `/office/visits/${visits.today}`;
    await tom.upload(`${visitPath}/photos`, await phonePhoto('#aa3333', { width: 400, height: 300 }));
    const [photo] = await database.db.selectFrom('visit_photos').select('id').execute();
    const before = await activityLines(database);

    const page = await una.get(visitPath);
    expect(page.status).toBe(403);
    expect(page.text).toContain('Not your visit');
    expect(page.text).not.toContain('Tess Today');
    expect((await una.post(`${visitPath}/note`, { body: 'Not mine to write.' })).status).toBe(403);
    expect((await una.upload(`${visitPath}/photos`, await phonePhoto('#33aa33'))).status).toBe(403);
    const file = await una.get(`${visitPath}/photos/${photo!.id}`);
    expect(file.status).toBe(404);
    expect(file.headers['content-type']).toMatch(/^text\/html/);
    // A photo id of another visit is no photo of this one, even to the desk's own technician.
    expect((await tom.get(`/office/visits/${visits.tomorrow}/photos/${photo!.id}`)).status).toBe(404);

    const id = await bookingId(visits.today);
    expect(await database.db.selectFrom('visit_notes').selectAll().where('booking_id', '=', id).execute()).toEqual([]);
    expect(
      (await database.db.selectFrom('visit_photos').select('id').where('booking_id', '=', id).execute()).length,
    ).toBe(1);
    expect(await activityLines(database)).toEqual(before);
  });

  it('keeps six photos and refuses a seventh with 409, a file that is no photo and a note too long with 400', async () => {
    const { tom, visits, database, bookingId } = await shop();
    const visitPath = `/office/visits/${visits.today}`;
    for (const colour of ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666']) {
      const added = await tom.upload(`${visitPath}/photos`, await phonePhoto(colour, { width: 320, height: 240 }));
      expect(added.status).toBe(303);
    }
    const full = load((await tom.get(visitPath)).text);
    expect(full('form[action$="/photos"]').length).toBe(0);
    expect(full('main').text()).toContain('6 of 6 photos');

    const seventh = await tom.upload(`${visitPath}/photos`, await phonePhoto('#777777', { width: 320, height: 240 }));
    expect(seventh.status).toBe(409);
    expect(seventh.text).toContain('This visit has 6 photos from the job, the most it keeps. Nothing was added.');
    const id = await bookingId(visits.tomorrow);
    const notAPhoto = await tom.upload(`/office/visits/${visits.tomorrow}/photos`, Buffer.from('%PDF-1.4 not a photo'));
    expect(notAPhoto.status).toBe(400);
    expect(load(notAPhoto.text)('#job-photo-error').text()).toContain('is not a photo we can read');
    const long = await tom.post(`/office/visits/${visits.tomorrow}/note`, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(load(long.text)('#job-note-error').text()).toBe('Please keep the note under 2000 characters.');

    const counts = await database.db
      .selectFrom('visit_photos')
      .select(['booking_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('booking_id')
      .execute();
    expect(counts.map((row) => [row.booking_id === id ? 'tomorrow' : 'today', Number(row.count)])).toEqual([
      ['today', 6],
    ]);
    expect(await database.db.selectFrom('visit_notes').selectAll().execute()).toEqual([]);
  });
});
