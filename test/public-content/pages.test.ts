/**
 * What the site shows of the database: the reviews the owner published, on /reviews, the home page and the
 * matching service and city pages (marked "Verified customer", bounded per page, with Review markup for exactly
 * those); never a new or hidden one, anywhere public; the technicians on /about; and all of it kept while the
 * database is gone.
 */
import { load } from 'cheerio';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { Worker } from '../../server/kernel/feature';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { reencodePhoto } from '../../server/kernel/images';
import { createOfficeStore } from '../../server/office/store';
import { teamMemberStore } from '../../server/features/team/office/store';
import { allPagePaths } from '../../server/app/pages';
import { teamStore } from '../../server/features/team/store';
import { freePort } from '../../scripts/serve-dist';
import { testApp } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { decideReview, storeReview } from '../helpers/published-reviews';
import { SITE_WIDE_TIMEOUT } from '../helpers/site';

const engines = testEngines('verified reviews and the team on the site', { postgres: false });
const pollers: Worker[] = [];

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
});

/** The site as a production server runs it: pages cached, the public content read every 50 ms. */
function site(database: AppDatabase) {
  const app = testApp({}, { database, publicContent: { pollMs: 50 } });
  pollers.push((app.locals.workers as Record<string, Worker>)['public content poller']!);
  return { app, http: supertest(app) };
}

const page = async (app: Express, path: string) => {
  const response = await supertest(app).get(path);
  return { status: response.status, etag: String(response.headers.etag), html: response.text, $: load(response.text) };
};

const verifiedTexts = async (app: Express, path: string) =>
  (await page(app, path))
    .$('.review--verified .review__text')
    .map((_, el) => load(el).text().trim())
    .get();

/** The Review blocks of a page's structured data. */
const reviewMarkup = (html: string): Record<string, unknown>[] =>
  load(html)('script[type="application/ld+json"]')
    .get()
    .map((el) => JSON.parse(load(el).text()) as Record<string, unknown>)
    .filter((block) => block['@type'] === 'Review');

describe.each(engines)('on $name', (engine) => {
  it(
    'a published review reaches /reviews, home, its service and city pages; new and hidden ones appear nowhere',
    async () => {
      const database = await engine.open();
      const published = await storeReview(database, {
        status: 'published',
        author: 'Maria Garcia',
        body: 'Fixed the drain pump in an hour.',
        visitedAt: '2026-03-10T15:00:00.000Z',
      });
      await storeReview(database, { status: 'new', body: 'NEW-NOT-YET-DECIDED', rating: 2 });
      await storeReview(database, { status: 'hidden', body: 'HIDDEN-BY-THE-OWNER', rating: 1 });
      const { app } = site(database);

      const shownOn = ['/reviews', '/', '/services/washer-repair', '/cities/silver-spring-md'];
      for (const path of shownOn)
        await expect.poll(() => verifiedTexts(app, path)).toEqual(['Fixed the drain pump in an hour.']);
      const card = (await page(app, '/reviews')).$('.review--verified').first();
      expect(card.find('.review__verified').text()).toBe('Verified customer');
      // First name and last initial, even though the full name was stored.
      expect(card.find('.review__name').text()).toBe('Maria G.');
      expect(card.find('.review__place').text()).toBe('Silver Spring · Washer repair');
      expect(card.find('.review__date').text()).toBe('Visited March 2026');
      expect(card.find('.stars').attr('aria-label')).toBe('Rated 5 out of 5');
      expect(await verifiedTexts(app, '/services/dryer-repair')).toEqual([]);
      expect(await verifiedTexts(app, '/cities/bethesda-md')).toEqual([]);

      // Markup for exactly the reviews shown, nothing invented; the fixed claim stays as it is.
      for (const path of shownOn) {
        const { html, $ } = await page(app, path);
        expect(reviewMarkup(html)).toHaveLength($('.review--verified').length);
        expect(reviewMarkup(html)[0]).toMatchObject({
          author: { name: 'Maria G.' },
          reviewRating: { ratingValue: 5, bestRating: 5 },
          reviewBody: 'Fixed the drain pump in an hour.',
        });
      }
      expect((await page(app, '/reviews')).$('.rating-summary__text').text()).toContain('from 487 reviews');

      // Nothing undecided or hidden anywhere public: every page that shows reviews, the site map and the feed.
      const showsReviews = (path: string) =>
        ['/', '/reviews'].includes(path) || path.startsWith('/services/') || path.startsWith('/cities/');
      const everywhere = [...allPagePaths().filter(showsReviews), '/sitemap.xml', '/blog/feed.xml'];
      for (const path of everywhere) {
        const { html } = await page(app, path);
        expect(html, path).not.toContain('NEW-NOT-YET-DECIDED');
        expect(html, path).not.toContain('HIDDEN-BY-THE-OWNER');
      }

      // Hidden by the owner: gone from every page that showed it, and those pages get a new ETag.
      const before = await page(app, '/reviews');
      const faq = await page(app, '/faq');
      await decideReview(database, published, 'hidden');
      for (const path of shownOn) await expect.poll(() => verifiedTexts(app, path)).toEqual([]);
      const after = await page(app, '/reviews');
      expect(after.etag).not.toBe(before.etag);
      expect(after.$('#verified-title')).toHaveLength(0);
      expect(reviewMarkup(after.html)).toHaveLength(0);
      // A page that never showed it keeps its bytes and ETag.
      expect((await page(app, '/faq')).etag).toBe(faq.etag);
    },
    SITE_WIDE_TIMEOUT,
  );

  it(
    'lists every published review on /reviews newest first, 20 a page, low ones too, beside the count and average of every answer; 3 on home, the service and the city page',
    async () => {
      const database = await engine.open();
      // 23 published, every fourth a 2-star answer; two 1-star answers hidden as spam.
      for (let n = 1; n <= 23; n++)
        await storeReview(database, {
          status: 'published',
          rating: n % 4 === 0 ? 2 : 5,
          body: `Visit ${n}`,
          createdAt: new Date(Date.UTC(2026, 3, n, 12)).toISOString(),
        });
      for (const day of [24, 25])
        await storeReview(database, {
          status: 'hidden',
          rating: 1,
          body: `SPAM-${day}`,
          createdAt: new Date(Date.UTC(2026, 3, day, 12)).toISOString(),
        });
      const { app } = site(database);
      const newestFirst = Array.from({ length: 23 }, (_, index) => `Visit ${23 - index}`);
      await expect.poll(() => verifiedTexts(app, '/reviews')).toEqual(newestFirst.slice(0, 20));
      const first = await page(app, '/reviews');
      const block = first.$('#verified-title').closest('section');
      // (18 × 5 + 5 × 2 + 2 × 1) / 25 answers = 4.08: the hidden answers count, so hiding never lifts the average.
      expect(block.find('.verified-summary').text()).toContain('4.1 out of 5 from 25 answers');
      expect(block.find('.verified-policy').text()).toContain('(2 answers so far)');
      expect(block.find('.verified-policy').text()).toContain('page 1 of 2, 23 published reviews');
      // The 2-star answers are there like any other.
      const ratings = block
        .find('.review--verified .stars')
        .map((_, el) => first.$(el).attr('aria-label'))
        .get();
      expect(ratings.filter((label) => label === 'Rated 2 out of 5')).toHaveLength(5);
      const older = block.find('nav[aria-label="Pages of verified reviews"] a');
      expect(older.map((_, a) => load(a).text()).get()).toEqual(['Older reviews']);
      expect(older.attr('href')).toBe('/reviews?page=2#verified-title');

      const second = await page(app, '/reviews?page=2');
      expect(second.status).toBe(200);
      expect(await verifiedTexts(app, '/reviews?page=2')).toEqual(newestFirst.slice(20));
      expect(second.$('.verified-policy').text()).toContain('page 2 of 2');
      expect(second.$('link[rel="canonical"]').attr('href')).toMatch(/\/reviews\?page=2$/);
      expect(second.$('nav[aria-label="Pages of verified reviews"] a').attr('href')).toBe('/reviews#verified-title');
      expect((await page(app, '/reviews?page=3')).status).toBe(404);
      for (const html of [first.html, second.html]) expect(html).not.toContain('SPAM-');

      for (const path of ['/', '/services/washer-repair', '/cities/silver-spring-md'])
        expect(await verifiedTexts(app, path)).toEqual(newestFirst.slice(0, 3));
      // The six fixed testimonials stay below, dated.
      const testimonials = first.$('#testimonials-title').closest('section').find('.review');
      expect(testimonials).toHaveLength(6);
      testimonials.each((_, el) => expect(load(el)('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/));

      // A new answer moves the figures and page 2 (its own cached page) on the next poll.
      await storeReview(database, {
        status: 'published',
        rating: 5,
        body: 'Visit 26',
        createdAt: new Date(Date.UTC(2026, 3, 26, 12)).toISOString(),
      });
      await expect.poll(() => verifiedTexts(app, '/reviews?page=2')).toEqual(newestFirst.slice(19));
      expect((await page(app, '/reviews')).$('.verified-summary').text()).toContain('4.1 out of 5 from 26 answers');
    },
    SITE_WIDE_TIMEOUT,
  );

  it('Our Team on /about: active technicians with photo, first name and bio; a removed one disappears', async () => {
    const database = await engine.open();
    const office = { ...createOfficeStore(database), ...teamMemberStore(database) };
    const dwayne = await office.addUser('dwayne.private@example.com', '', new Date(), {
      role: 'technician',
      name: 'Dwayne Carter',
    });
    await office.updateProfile(dwayne.id, { name: 'Dwayne Carter', bio: 'Fixes washers since 2012.' });
    const portrait = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7a9cc6' } })
      .png()
      .toBuffer();
    await teamStore(database).savePhoto(dwayne.id, await reencodePhoto(portrait), new Date());
    const rosa = await office.addUser('rosa.private@example.com', '', new Date(), {
      role: 'technician',
      name: 'Rosa Diaz',
    });
    await office.addUser('owner.private@example.com', '', new Date(), { role: 'owner', name: 'Olivia Owner' });
    const { app } = site(database);

    const team = async () =>
      (await page(app, '/about'))
        .$('.team-card .card__title')
        .map((_, el) => load(el).text())
        .get();
    await expect.poll(team).toEqual(['Dwayne', 'Rosa']);
    const about = await page(app, '/about');
    expect(about.$('#team-title').text()).toBe('Our Team');
    expect(about.$('.team-card').first().find('img').attr('src')).toBe(`/team/photos/${dwayne.id}`);
    expect(about.$('.team-card').first().find('.card__text').text()).toBe('Fixes washers since 2012.');
    for (const secret of ['Carter', 'Diaz', 'private@example.com', 'Olivia']) expect(about.html).not.toContain(secret);

    await office.removeTeamMember(rosa.id, new Date(), { id: null, email: 'owner@example.com' });
    await expect.poll(team).toEqual(['Dwayne']);
  });

  it('keeps serving the reviews it showed while the database is gone', async () => {
    const config = parseDatabaseUrl(await engine.newDatabaseUrl()) as DatabaseConfig;
    const database = createDatabase(config, { busyTimeoutMs: 500, connectTimeoutMs: 500 });
    await storeReview(database, { status: 'published', body: 'Still here while the database is gone.' });
    const { app } = site(database);
    await expect.poll(() => verifiedTexts(app, '/reviews')).toEqual(['Still here while the database is gone.']);

    await database.close();
    // Readings fail now; the pages keep the last snapshot, cached or rendered for the first time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const path of ['/reviews', '/cities/silver-spring-md', '/services/washer-repair']) {
      const answer = await page(app, path);
      expect(answer.status).toBe(200);
      expect(answer.$('.review--verified .review__text').text()).toBe('Still here while the database is gone.');
    }
  });
});

describe('with the database down from the start', () => {
  it('serves the pages without the verified block or the team', async () => {
    // Nothing listens on a port just found free: the connection is refused at once.
    const url = `postgres://nobody@127.0.0.1:${await freePort()}/gone`;
    const database = createDatabase({ engine: 'postgres', url }, { connectTimeoutMs: 500 });
    try {
      const { app } = site(database);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const path of ['/reviews', '/about', '/']) {
        const answer = await page(app, path);
        expect(answer.status).toBe(200);
        expect(answer.$('.review--verified, #team-title')).toHaveLength(0);
      }
    } finally {
      await database.close();
    }
  });
});
