/**
 * The office's one mutation pipeline (server/office/action.ts), tested with a tiny feature line built here and
 * mounted through the shell as a feature's are: the change and its activity line are written together or not at
 * all, a refused form writes nothing, and what follows the change runs only once it is committed.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { text } from '../../server/kernel/http/schemas';
import type { AppDatabase } from '../../server/kernel/db/database';
import { officeAction, officeLines, OWNER_ONLY } from '../../server/office';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { cookieFrom, csrfOf, officeApp, OWNER, testPasswordHash } from '../helpers/office';

const WIDGET_FORM = v.object({ name: v.pipe(text, v.nonEmpty('Please name the widget.')) });

/** What the test's `after` saw of the database, read outside the change's transaction. */
interface Seen {
  leads: number;
  activity: number;
}

/** The widgets' tools: the database, and a record of what `after` saw when it ran. */
interface WidgetTools {
  database: AppDatabase;
  afterSaw: Seen[];
}

const countOf = async (database: AppDatabase, table: 'leads' | 'office_activity', name: string) => {
  const column = table === 'leads' ? 'name' : 'detail';
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * POST /office/test/widgets: adds a widget (a lead row, a table every install has) in the action's transaction.
 * A widget named "explode" fails after its row is written, as a change that breaks half-way would.
 */
const addWidget = officeAction<typeof WIDGET_FORM, WidgetTools>({
  form: WIDGET_FORM,
  refused: (read) => ({ page: { title: 'Refused', status: 400, body: read.errors.name } }),
  async apply({ trx, values, tools }) {
    // Refused with a page that reads the database: drawn once the transaction is over (on SQLite's one
    // connection a read inside it would wait for the transaction for ever).
    if (values.name === 'taken')
      return {
        answer: async () => ({
          page: { title: 'Taken', status: 409, body: `Widgets: ${await countOf(tools.database, 'leads', 'sprocket')}` },
        }),
      };
    await trx
      .insertInto('leads')
      .values({
        id: `widget-${values.name}`,
        received_at: new Date().toISOString(),
        name: values.name,
        email: 'widget@example.com',
        phone: '(301) 555-0142',
        service: 'washer',
        message: 'A widget.',
      })
      .execute();
    if (values.name === 'explode') throw new Error('the widget broke after its row was written');
    return {
      answer: { redirect: '/office/test/widgets?added=1' },
      activity: { action: 'Widget added', detail: values.name },
      // A kit adds its part in the same change: a line for each.
      ...(values.name === 'kit' ? { alsoActivity: [{ action: 'Widget part added', detail: values.name }] } : {}),
      after: async () => {
        // Read through the database, not the transaction: on SQLite's one connection this waits for the commit.
        tools.afterSaw.push({
          leads: await countOf(tools.database, 'leads', values.name),
          activity: await countOf(tools.database, 'office_activity', values.name),
        });
      },
    };
  },
});

async function widgetOffice(database: AppDatabase) {
  const tools: WidgetTools = { database, afterSaw: [] };
  const { change } = officeLines(tools);
  const office = await officeApp(database, {
    options: { officeLines: [change('/office/test/widgets', OWNER_ONLY, addWidget)] },
  });
  const browser = await office.signIn();
  const post = (name: string) =>
    office.http
      .post('/office/test/widgets')
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, name });
  return { tools, post };
}

describe.each(testEngines('office action pipeline'))('the office action pipeline on $name', (engine) => {
  onSqliteOnly(engine)('writes the change and its activity line together, in the signed-in user’s name', async () => {
    const database = await engine.open();
    const { post } = await widgetOffice(database);
    const response = await post('sprocket');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/office/test/widgets?added=1');
    expect(await countOf(database, 'leads', 'sprocket')).toBe(1);
    const rows = await database.db.selectFrom('office_activity').selectAll().where('detail', '=', 'sprocket').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'Widget added', user_email: OWNER });
  });

  onSqliteOnly(engine)(
    'keeps neither the change nor its activity line when apply throws after writing, and runs no after',
    async () => {
      const database = await engine.open();
      const { tools, post } = await widgetOffice(database);
      const response = await post('explode');
      expect(response.status).toBe(500);
      expect(await countOf(database, 'leads', 'explode')).toBe(0);
      expect(await countOf(database, 'office_activity', 'explode')).toBe(0);
      expect(tools.afterSaw).toEqual([]);
    },
  );

  onSqliteOnly(engine)('writes nothing for a form its schema refuses, and answers the refusal', async () => {
    const database = await engine.open();
    const { tools, post } = await widgetOffice(database);
    const before = await database.db.selectFrom('office_activity').select('action').execute();
    const response = await post('');
    expect(response.status).toBe(400);
    expect(response.text).toContain('Please name the widget.');
    expect(await countOf(database, 'leads', '')).toBe(0);
    expect(await database.db.selectFrom('office_activity').select('action').execute()).toEqual(before);
    expect(tools.afterSaw).toEqual([]);
  });

  onSqliteOnly(engine)(
    'writes the line of each further change made in the transaction, in the same user’s name',
    async () => {
      const database = await engine.open();
      const { post } = await widgetOffice(database);
      expect((await post('kit')).status).toBe(303);
      const rows = await database.db
        .selectFrom('office_activity')
        .select(['action', 'user_email'])
        .where('detail', '=', 'kit')
        .orderBy('action')
        .execute();
      expect(rows).toEqual([
        { action: 'Widget added', user_email: OWNER },
        { action: 'Widget part added', user_email: OWNER },
      ]);
    },
  );

  it('draws a refusal’s page from the database once the transaction is over, and writes no line', async () => {
    const database = await engine.open();
    const { tools, post } = await widgetOffice(database);
    expect((await post('sprocket')).status).toBe(303);
    const refused = await post('taken');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Widgets: 1');
    expect(await countOf(database, 'office_activity', 'taken')).toBe(0);
    expect(tools.afterSaw).toHaveLength(1);
  });

  onSqliteOnly(engine)('runs after only once the change and its line are committed', async () => {
    const database = await engine.open();
    const { tools, post } = await widgetOffice(database);
    expect((await post('cog')).status).toBe(303);
    // Seen from outside the transaction, so both were committed before `after` ran.
    expect(tools.afterSaw).toEqual([{ leads: 1, activity: 1 }]);
  });

  onSqliteOnly(engine)(
    'sets a password from a link with its session and its activity line in one change, and a used link writes neither',
    async () => {
      const database = await engine.open();
      const office = await officeApp(database);
      await office.store.addUser('sam@example.com', await testPasswordHash('first-pass-lantern-19'), new Date(), {
        role: 'technician',
        name: 'Sam Rivera',
      });
      const sam = (await office.store.userWithHash('sam@example.com'))!;
      const token = await office.store.createInvite(sam.id, OWNER, new Date());
      const setPassword = async () => {
        const form = await office.http.get(`/office/set-password/${token}`);
        const login = cookieFrom(form.headers['set-cookie'], office.loginName) ?? '';
        const password = 'copper-meadow-lantern-88';
        return office.http
          .post(`/office/set-password/${token}`)
          .set('Cookie', login)
          .type('form')
          .send({ _csrf: csrfOf(form.text), password, again: password });
      };
      const lines = () =>
        database.db
          .selectFrom('office_activity')
          .select(['action', 'user_email'])
          .where('user_email', '=', 'sam@example.com')
          .execute();
      const sessions = () =>
        database.db.selectFrom('office_sessions').select('id').where('user_id', '=', sam.id).execute();

      expect((await setPassword()).status).toBe(303);
      expect(await lines()).toEqual([{ action: 'Password set from a link', user_email: 'sam@example.com' }]);
      expect(await sessions()).toHaveLength(1);
      // The link is used: a second post changes nothing and logs nothing.
      expect((await setPassword()).status).not.toBe(303);
      expect(await lines()).toHaveLength(1);
      expect(await sessions()).toHaveLength(1);
    },
  );
});
