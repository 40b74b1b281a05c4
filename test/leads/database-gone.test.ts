/**
 * The database going away while the site runs: pages are still served, a submission gets 503 with the phone
 * number (never a success), and once the database is back the next submission is stored, without a restart.
 * PostgreSQL: the server is stopped and started again. SQLite: another process holds the write lock for longer
 * than the busy timeout, as a stuck backup or a hung process would.
 */
import Database from 'libsql';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { testApp } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';

const visit = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(301) 555-0188',
  service: 'refrigerator',
  message: 'Fridge is warm.',
};

// Its own cluster: the PostgreSQL case stops the server, which the other suites' shared cluster must not do.
const engines = testEngines('database gone at run time', { ownCluster: true });

describe.each(engines)('with the $name database gone at run time', (engine) => {
  it('serves pages, answers submissions 503 with the phone number, and stores the next one once it is back', async () => {
    const url = await engine.newDatabaseUrl();
    const config = parseDatabaseUrl(url) as DatabaseConfig;
    const database = createDatabase(config, { busyTimeoutMs: 1500, connectTimeoutMs: 1000 });
    const app = testApp({ DATABASE_URL: url }, { database });
    const site = supertest(app);
    try {
      expect((await site.post('/api/contact').send({ ...visit, name: 'Before' })).status).toBe(201);
      expect((await site.get('/about')).status).toBe(200);

      let takeBack: () => void;
      if (engine.name === 'postgres') {
        engine.cluster!().pause();
        takeBack = () => engine.cluster!().start();
      } else {
        const other = new Database(config.engine === 'sqlite' ? config.file : '');
        other.exec('BEGIN IMMEDIATE');
        takeBack = () => {
          other.exec('ROLLBACK');
          other.close();
        };
      }

      // A page asked for while a submission waits on the database is answered anyway. SQLite's wait for the lock
      // is asynchronous, so the page comes first; PostgreSQL refuses the connection at once.
      const order: string[] = [];
      const [api, page] = await Promise.all([
        site
          .post('/api/contact')
          .send({ ...visit, name: 'During' })
          .then((response) => (order.push('post'), response)),
        site.get('/about').then((response) => (order.push('page'), response)),
      ]);
      expect(page.status).toBe(200);
      expect(api.status).toBe(503);
      expect(api.body.error).toContain(business.phone.display);
      if (engine.name === 'sqlite') expect(order).toEqual(['page', 'post']);

      const form = await site
        .post('/contact')
        .type('form')
        .send({ ...visit, name: 'During form' });
      expect(form.status).toBe(503);
      expect(form.text).toContain(business.phone.display);
      expect((await site.get('/')).status).toBe(200);

      takeBack();
      const after = await site.post('/api/contact').send({ ...visit, name: 'After' });
      expect(after.status).toBe(201);
      expect((await storedLeads(url)).map((lead) => lead.name)).toEqual(['Before', 'After']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
