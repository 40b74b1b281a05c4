/**
 * The office's navigation in one row (issue 39, docs/office.md#the-navigation): each role's screens in the row, the
 * owner's setup screens under More, and the signed-in person's name opening a user menu with Profile and Sign out,
 * all without JavaScript (native <details>); signing out is still a POST that the CSRF check guards.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/engines';
import { csrfOf, officeApp, testPasswordHash } from '../helpers/office';

const [sqlite] = testEngines('office navigation');
const PASSWORD = 'copper-meadow-lantern-58';

const texts = ($: ReturnType<typeof load>, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text())
    .get();

describe('the office navigation', () => {
  const office = async () => {
    const database = await sqlite!.open();
    const app = await officeApp(database);
    for (const [email, role, name] of [
      ['nora@example.com', 'owner', 'Nora Owens'],
      ['dana@example.com', 'dispatcher', 'Dana Whitfield'],
      ['sam@example.com', 'technician', 'Sam Rivera'],
    ] as const)
      await app.store.addUser(email, await testPasswordHash(PASSWORD), app.clock.now(), { role, name });
    const pageFor = async (email: string, path = '/office/profile') => {
      const browser = await app.signIn(email, PASSWORD);
      return { browser, $: load((await app.http.get(path).set('Cookie', browser.cookie)).text) };
    };
    return { ...app, pageFor };
  };

  it("gives each role its screens in the row, the owner's setup screens under More, and no profile among them", async () => {
    const { pageFor } = await office();
    const owner = (await pageFor('nora@example.com')).$;
    expect(texts(owner, '.office-nav a:not(.office-more a)')).toEqual([
      'Today',
      'Leads',
      'Bookings',
      'Customers',
      'Reviews',
      'Schedule',
      'My Day',
      'Parts',
      'Team',
      'Payments',
      'Reports',
    ]);
    expect(texts(owner, '.office-more summary')).toEqual(['More']);
    expect(texts(owner, '.office-more a')).toEqual(['Settings', 'Price Book', 'Exports', 'Activity', 'System']);

    const dispatcher = (await pageFor('dana@example.com')).$;
    expect(texts(dispatcher, '.office-nav a')).toEqual([
      'Today',
      'Leads',
      'Bookings',
      'Customers',
      'Reviews',
      'Schedule',
      'My Day',
      'Parts',
    ]);
    expect(dispatcher('.office-more')).toHaveLength(0);

    const technician = (await pageFor('sam@example.com')).$;
    expect(texts(technician, '.office-nav a')).toEqual(['My Day', 'Parts']);
    // Two screens need no menu to open on a phone.
    expect(technician('.office-menu')).toHaveLength(0);
  });

  it("marks the screen shown, in More too, and the person's own profile in the user menu", async () => {
    const { pageFor } = await office();
    const activity = (await pageFor('nora@example.com', '/office/activity')).$;
    expect(activity('.office-more a[aria-current="page"]').text()).toBe('Activity');
    expect(activity('.office-more summary').text()).toBe('More (current: Activity)');
    const profile = (await pageFor('sam@example.com')).$;
    expect(profile('.office-user__menu a[aria-current="page"]').text()).toBe('Profile');
  });

  it("opens a user menu from the person's name with Profile and Sign out, Sign out a CSRF-checked POST", async () => {
    const { pageFor, http } = await office();
    const { browser, $ } = await pageFor('dana@example.com', '/office');
    const menu = $('header details.office-user');
    expect(menu.find('summary').text()).toBe('Signed in as Dana Whitfield');
    expect(menu.find('a').attr('href')).toBe('/office/profile');
    expect(menu.find('a').text()).toBe('Profile');
    const form = menu.find('form');
    expect([form.attr('method'), form.attr('action')]).toEqual(['post', '/office/logout']);
    expect(form.find('button[type="submit"]').text()).toBe('Sign out');
    const token = form.find('input[name="_csrf"]').attr('value');
    expect(token).toBe(csrfOf($.html()));

    const forged = await http.post('/office/logout').set('Cookie', browser.cookie).type('form').send({ _csrf: 'x' });
    expect(forged.status).toBe(403);
    expect((await http.get('/office').set('Cookie', browser.cookie)).status).toBe(200);

    const out = await http.post('/office/logout').set('Cookie', browser.cookie).type('form').send({ _csrf: token });
    expect([out.status, out.headers.location]).toEqual([303, '/office/login?signed-out=1']);
    expect((await http.get('/office').set('Cookie', browser.cookie)).headers.location).toBe('/office/login');
  });
});
