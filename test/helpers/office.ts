import { load } from 'cheerio';
import supertest from 'supertest';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { AppOptions } from '../../server/app/app';
import { createOfficeStore } from '../../server/office/store';
import { officeLeadStore } from '../../server/features/leads/office/store';
import { teamMemberStore } from '../../server/features/team/office/store';
import { testApp } from './app';
import { bookingBody, testClock } from './booking';
import { testPasswordHash } from './passwords';

export { testPasswordHash };

export const OWNER = 'owner@example.com';
export const OWNER_PASSWORD = 'lamp-copper-harbor-71';

/** A browser's cookies for the office: the session's "name=value", and the CSRF token its pages carry. */
export interface OfficeBrowser {
  cookie: string;
  token: string;
  csrf: string;
}

/** The cookie a Set-Cookie header sets, as "name=value", or undefined when it sets none by that name. */
export function cookieFrom(setCookie: string[] | string | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((line) => line.startsWith(`${name}=`));
  const pair = found?.split(';')[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

export const csrfOf = (html: string) => load(html)('input[name="_csrf"]').first().attr('value') ?? '';

/**
 * The app on `database` with a movable clock, an account for the owner, and a proxy trusted on loopback, so
 * a test names the client's address with X-Forwarded-For. SITE_URL is https, as in production, unless `env`
 * says otherwise.
 */
export async function officeApp(
  database: AppDatabase,
  {
    env = {},
    clock = testClock(),
    options = {},
  }: { env?: Record<string, string>; clock?: ReturnType<typeof testClock>; options?: Omit<AppOptions, 'config'> } = {},
) {
  const app = testApp({ TRUST_PROXY: 'loopback', ...env }, { database, now: clock.now, ...options });
  const http = supertest(app);
  // The shell's accounts and sessions, and what tests set up through the features' own stores (a member, a note).
  const store = { ...createOfficeStore(database), ...teamMemberStore(database), ...officeLeadStore(database) };
  await store.addUser(OWNER, await testPasswordHash(OWNER_PASSWORD));
  const sessionName = (env.SITE_URL ?? 'https:').startsWith('https:') ? '__Host-office' : 'office';
  const loginName = sessionName === 'office' ? 'office-login' : '__Host-office-login';

  /** Opens the sign-in form and posts it; the raw answer, and the cookie it set if any. */
  const tryLogin = async (email: string, password: string, extra: { cookie?: string; from?: string } = {}) => {
    const form = await http.get('/office/login').set('X-Forwarded-For', extra.from ?? '203.0.113.7');
    const loginCookie = cookieFrom(form.headers['set-cookie'], loginName)!;
    const response = await http
      .post('/office/login')
      .set('X-Forwarded-For', extra.from ?? '203.0.113.7')
      .set('Cookie', [loginCookie, ...(extra.cookie ? [extra.cookie] : [])].join('; '))
      .type('form')
      .send({ _csrf: csrfOf(form.text), email, password });
    return { response, cookie: cookieFrom(response.headers['set-cookie'], sessionName) };
  };

  /** Signs in and returns the browser's session cookie and the CSRF token of its forms. */
  const signIn = async (email = OWNER, password = OWNER_PASSWORD, extra: { cookie?: string } = {}) => {
    const { response, cookie } = await tryLogin(email, password, extra);
    if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
    // Where sign-in sent them: Today, or a technician's own day.
    const landing = await http.get(response.headers.location ?? '/office').set('Cookie', cookie);
    return { cookie, token: cookie.split('=')[1]!, csrf: csrfOf(landing.text) } satisfies OfficeBrowser;
  };

  return { app, http, store, clock, database, signIn, tryLogin, sessionName, loginName };
}

let leads = 0;

/** Stores a contact-form lead through the same table the site writes; returns its id. */
export async function seedLead(
  database: AppDatabase,
  fields: Partial<Record<'name' | 'email' | 'phone' | 'service' | 'message' | 'received_at', string>> = {},
) {
  await database.ready();
  const id = `lead-${process.pid}-${++leads}`;
  await database.db
    .insertInto('leads')
    .values({
      id,
      received_at: fields.received_at ?? new Date(Date.UTC(2026, 10, 20, 15, leads)).toISOString(),
      name: fields.name ?? `Lead Person ${leads}`,
      email: fields.email ?? `lead${leads}@example.com`,
      phone: fields.phone ?? '(301) 555-0142',
      service: fields.service ?? 'washer',
      message: fields.message ?? 'The washer will not drain.',
    })
    .execute();
  await database.db
    .insertInto('lead_emails')
    .values({ lead_id: id, status: 'pending', next_attempt_at: new Date().toISOString() })
    .execute();
  return id;
}

let customers = 0;

/** Books a visit through the public API, as a customer does; returns its reference. */
export async function bookVisit(
  http: ReturnType<typeof supertest>,
  windowStart: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  // Each from its own address, so the per-client daily limit never gets in a test's way.
  const response = await http
    .post('/api/bookings')
    .set('X-Forwarded-For', `198.51.100.${(customers = (customers % 250) + 1)}`)
    .send(bookingBody(windowStart, overrides));
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { reference: string }).reference;
}

/**
 * Gives the visit a technician, as the desk does before On the Way (which refuses a visit nobody is assigned to):
 * a technician account named `name` (made once per database), written on the visit. For tests about what comes
 * after, not about assigning (test/office/dispatch.test.ts covers that through the screens).
 */
export async function assignTechnician(
  office: { database: AppDatabase; store: { addUser: ReturnType<typeof createOfficeStore>['addUser'] } },
  reference: string,
  name = 'Tom Wrench',
): Promise<string> {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const { db } = office.database;
  const existing = await db.selectFrom('office_users').select('id').where('email', '=', email).executeTakeFirst();
  const id =
    existing?.id ??
    (await office.store.addUser(email, await testPasswordHash('wrench-amber-valley-58'), new Date(), {
      role: 'technician',
      name,
    }))!.id;
  await db.updateTable('bookings').set({ technician_id: id }).where('reference', '=', reference).execute();
  return id;
}
