/**
 * A technician's name, line and photo: the photo is re-encoded on the server (a small square WebP with no EXIF,
 * GPS or ICC left), served from the database to every server, and a file that is too large, not an image or
 * broken is refused with a clear message and nothing stored. On both engines (the photo is a blob or bytea).
 */
import sharp from 'sharp';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { photoRules } from '../../data/team';
import { bytesOf } from '../../server/kernel/db/engine';
import { teamStore } from '../../server/features/team/store';
import { breakActivityLog } from '../helpers/activity';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, OWNER, testPasswordHash } from '../helpers/office';

const engines = testEngines('team photos');
const TECH = 'sam@example.com';
const TECH_PASSWORD = 'wrench-lantern-meadow-42';

/** A phone photo as it arrives: a JPEG with the camera's EXIF, the place it was taken (GPS) and a P3 profile. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 9', Copyright: 'Sam Rivera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 53/1 2300/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '77/1 2/1 1500/100',
      },
    })
    .withIccProfile('p3')
    .toBuffer();
}

describe.each(engines)('team photos on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    await office.store.addUser(TECH, await testPasswordHash(TECH_PASSWORD), new Date(), {
      role: 'technician',
      name: 'Sam',
    });
    const tech = await office.signIn(TECH, TECH_PASSWORD);
    const id = (await office.store.userWithHash(TECH))!.id;
    /** Posts My profile as a browser without JavaScript does: multipart, the CSRF token first. */
    const saveProfile = (fields: Record<string, string>, photo?: { bytes: Buffer; filename: string; type: string }) => {
      const request = office.http.post('/office/profile/edit').set('Cookie', tech.cookie).field('_csrf', tech.csrf);
      for (const [name, value] of Object.entries(fields)) request.field(name, value);
      if (photo) request.attach('photo', photo.bytes, { filename: photo.filename, contentType: photo.type });
      return request;
    };
    const stored = () => database.db.selectFrom('team_photos').selectAll().where('user_id', '=', id).executeTakeFirst();
    /** The profiles' lines of the activity log: written in the transaction of the profile they record. */
    const profileActivity = () =>
      database.db
        .selectFrom('office_activity')
        .select(['user_email', 'action', 'detail'])
        .where('action', 'in', ['Own profile saved', 'Team profile saved'])
        .orderBy('at')
        .execute();
    return { ...office, database, tech, id, saveProfile, stored, profileActivity };
  };

  it('keeps a 320 px WebP without EXIF, GPS or ICC, serves it no-store and nosniff, and offers the card', async () => {
    const { http, database, id, saveProfile, stored, tech, profileActivity } = await setup();
    const upload = await phonePhoto();
    const before = await sharp(upload).metadata();
    // What the upload carries, so the check below can fail.
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.icc).toBeDefined();

    const saved = await saveProfile(
      { name: 'Sam Rivera', bio: 'Washers and dryers since 2012.' },
      { bytes: upload, filename: 'IMG_0042.jpg', type: 'image/jpeg' },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/office/profile?saved=profile');
    const row = await stored();
    expect(row!.content_type).toBe('image/webp');
    const bytes = bytesOf(row!.bytes);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: photoRules.size, height: photoRules.size });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(await profileActivity()).toEqual([{ user_email: TECH, action: 'Own profile saved', detail: 'new photo' }]);

    const served = await http
      .get(`/team/photos/${id}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect((await http.get('/team/photos/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await http.get('/team/photos/..%2F..%2Fetc')).status).toBe(404);

    expect(await teamStore(database).technicianCard(id)).toEqual({
      firstName: 'Sam',
      bio: 'Washers and dryers since 2012.',
      photoUrl: `/team/photos/${id}`,
    });
    const profile = await http.get('/office/profile').set('Cookie', tech.cookie);
    expect(load(profile.text)('img.office-photo').attr('src')).toBe(`/team/photos/${id}`);
  });

  onSqliteOnly(engine)(
    'refuses a file too large, one that is not an image and a broken JPEG, saying why and storing nothing',
    async () => {
      const { saveProfile, stored, store, id, profileActivity } = await setup();
      const tooLarge = await saveProfile(
        { name: 'Changed Name', bio: '' },
        { bytes: Buffer.alloc(photoRules.maxUploadBytes + 1024, 0xff), filename: 'big.jpg', type: 'image/jpeg' },
      );
      expect(tooLarge.status).toBe(413);
      expect(load(tooLarge.text)('#profile-photo-error').text()).toContain('larger than 10 MB');

      const notImage = await saveProfile(
        { name: 'Changed Name', bio: '' },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'me.jpg',
          type: 'image/jpeg',
        },
      );
      expect(notImage.status).toBe(400);
      expect(load(notImage.text)('#profile-photo-error').text()).toContain('not a photo we can read');
      // The form comes back as typed.
      expect(load(notImage.text)('#profile-name').attr('value')).toBe('Changed Name');

      const jpeg = await phonePhoto();
      const broken = await saveProfile(
        { name: 'Changed Name', bio: '' },
        { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'cut.jpg', type: 'image/jpeg' },
      );
      expect(broken.status).toBe(400);
      expect(broken.text).toContain('not a photo we can read');

      expect(await stored()).toBeUndefined();
      expect((await store.teamMember(id))!.name).toBe('Sam');
      expect(await profileActivity()).toEqual([]);
    },
  );

  onSqliteOnly(engine)(
    'lets the owner set a technician’s line and remove their photo; a bio over 140 characters is refused',
    async () => {
      const { http, signIn, id, saveProfile, stored, profileActivity } = await setup();
      await saveProfile(
        { name: 'Sam Rivera', bio: '' },
        { bytes: await phonePhoto(), filename: 'a.jpg', type: 'image/jpeg' },
      );
      expect(await stored()).toBeDefined();
      const owner = await signIn();
      const edit = (fields: Record<string, string>) => {
        const request = http.post(`/office/team/${id}/edit`).set('Cookie', owner.cookie).field('_csrf', owner.csrf);
        for (const [name, value] of Object.entries(fields)) request.field(name, value);
        return request;
      };
      const long = await edit({ name: 'Sam Rivera', bio: 'x'.repeat(141) });
      expect(long.status).toBe(400);
      expect(long.text).toContain('140 characters or fewer');
      const done = await edit({ name: 'Sam Rivera', bio: 'Your dryer, fixed today.', removePhoto: 'yes' });
      expect(done.status).toBe(303);
      expect(await stored()).toBeUndefined();
      // The refused line wrote nothing; the saved one its line, in the owner's name.
      expect((await profileActivity()).filter((line) => line.action === 'Team profile saved')).toEqual([
        { user_email: OWNER, action: 'Team profile saved', detail: TECH },
      ]);
      const page = await http.get(`/office/team/${id}`).set('Cookie', owner.cookie);
      expect(load(page.text)('#profile-bio').attr('value')).toBe('Your dryer, fixed today.');
      // Without the session's token the upload is refused before anything is kept.
      const forged = await http
        .post(`/office/team/${id}/edit`)
        .set('Cookie', owner.cookie)
        .field('_csrf', 'nope')
        .field('name', 'X');
      expect(forged.status).toBe(403);
    },
  );

  it('keeps neither a profile nor its photo when the activity line cannot be written', async () => {
    const { http, signIn, id, saveProfile, stored, store, database } = await setup();
    const owner = await signIn();
    await breakActivityLog(database);
    const own = await saveProfile(
      { name: 'Sam Rivera', bio: 'Washers and dryers since 2012.' },
      { bytes: await phonePhoto(), filename: 'IMG_0042.jpg', type: 'image/jpeg' },
    );
    expect(own.status).toBe(500);
    const byOwner = await http
      .post(`/office/team/${id}/edit`)
      .set('Cookie', owner.cookie)
      .field('_csrf', owner.csrf)
      .field('name', 'Samuel Rivera')
      .field('bio', 'Fridges too.');
    expect(byOwner.status).toBe(500);
    expect(await stored()).toBeUndefined();
    expect(await store.teamMember(id)).toMatchObject({ name: 'Sam', bio: '' });
  });
});
