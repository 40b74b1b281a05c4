/**
 * Each public page carries its kind's stylesheet inline, not every public rule (decision 0061): the sheet defines
 * every class the page's HTML uses that any rule of the site styles, so no change to a view or a sheet can drop a
 * page's styles unseen; the CSP names each sheet by its hash; and no page falls back to the whole stylesheet, so a
 * view that starts to use another kind's classes fails here until its kind's list in client/styles/sheets.ts says so.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { BASE_FILES, PAGE_FILES } from '../../client/styles/sheets';
import { allPagePaths } from '../../server/app/pages';
import { distDir, publicDir } from '../../server/kernel/http/paths';
import { cssClasses, htmlClasses } from '../../server/kernel/pages/page-style';
import { agent } from '../helpers/app';
import { bookingApp, bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
  css: string;
  siteCss: string;
  sheets: Record<string, string>;
};
const built = (url: string) => readFileSync(path.join(publicDir, url), 'utf8');
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const everyPublicRule = built(manifest.siteCss);
const kindSheets = Object.values(manifest.sheets).map(built);
/** Every class some rule of the site styles, the office's included: a public page showing one needs its rule. */
const styledAnywhere = cssClasses(built(manifest.css));

const styleSources = (response: Response) =>
  /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ') ?? [];

/** What is wrong with a page's styles: the problems, none for a page that is right. */
function styleProblems(response: Response): string[] {
  const $ = load(response.text);
  const styles = $('style');
  if (styles.length !== 1 || $('head > style').length !== 1) return [`${styles.length} <style> elements`];
  const sheet = styles.html() ?? '';
  const problems: string[] = [];
  if (!kindSheets.includes(sheet)) {
    problems.push(sheet === everyPublicRule ? 'the whole public stylesheet: no kind’s sheet covers it' : 'no sheet');
  }
  if (!styleSources(response).includes(hashOf(sheet))) problems.push('the CSP does not name its sheet');
  const defined = cssClasses(sheet);
  const missing = [...htmlClasses(response.text)].filter((name) => styledAnywhere.has(name) && !defined.has(name));
  if (missing.length) problems.push(`classes its sheet does not style: ${missing.join(' ')}`);
  return problems;
}

describe('each public page’s inline stylesheet', () => {
  const [sqlite] = testEngines('page styles');

  it('styles every class the page uses, is its kind’s sheet and is named in the CSP, on every page of the site map', async () => {
    const site = agent();
    const paths = [
      ...allPagePaths(),
      '/no-such-page',
      '/es/no-such-page',
      '/blog/no-such-article',
      '/cities?zip=90210',
      '/contact?sent=1',
      '/book?zip=20910&service=washer-repair',
    ];
    const wrong: Record<string, string[]> = {};
    for (const pagePath of paths) {
      const problems = styleProblems(await site.get(pagePath));
      if (problems.length) wrong[pagePath] = problems;
    }
    expect(wrong).toEqual({});
  }, 120_000);

  it('is right on booking’s later steps and on a booking’s own link', async () => {
    const { http } = bookingApp(await sqlite!.open());
    const window = '2026-11-24T08:00:00-05:00';
    const booked = await http.post('/api/bookings').set('Accept', 'application/json').send(bookingBody(window));
    expect(booked.status).toBe(201);
    const manage = new URL(String(booked.body.manageUrl), 'http://site').pathname;
    const wrong: Record<string, string[]> = {};
    for (const pagePath of [
      '/book?zip=20901&service=washer-repair',
      `/book?zip=20901&service=washer-repair&window=${encodeURIComponent(window)}`,
      manage,
      `${manage}?booked=1`,
      '/es/book?zip=20901&service=washer-repair',
    ]) {
      const response = await http.get(pagePath);
      expect(response.status, pagePath).toBe(200);
      const problems = styleProblems(response);
      if (problems.length) wrong[pagePath] = problems;
    }
    expect(wrong).toEqual({});
  });

  it('lets each built sheet apply under the CSP, and nothing inline besides them', async () => {
    const response = await agent().get('/about');
    expect(styleSources(response).sort()).toEqual(
      ["'self'", hashOf(everyPublicRule), ...kindSheets.map(hashOf)].sort(),
    );
  });

  it('is smaller than the whole public stylesheet for every kind', () => {
    for (const [name, url] of Object.entries(manifest.sheets)) {
      expect(built(url).length, name).toBeLessThan(everyPublicRule.length * 0.75);
    }
  });
});

describe('the sheets’ sources', () => {
  it('name site.css’s files in site.css’s order, and every public page file', () => {
    const styles = path.join(import.meta.dirname, '..', '..', 'client', 'styles');
    const imported = [...readFileSync(path.join(styles, 'site.css'), 'utf8').matchAll(/@import '\.\/(.+)\.css';/g)];
    expect(imported.map((match) => match[1])).toEqual([...BASE_FILES, ...PAGE_FILES.map((file) => `pages/${file}`)]);
    const office = ['office', 'reports'];
    const pageFiles = readdirSync(path.join(styles, 'pages')).map((file) => file.replace(/\.css$/, ''));
    expect(pageFiles.filter((file) => !office.includes(file)).sort()).toEqual([...PAGE_FILES].sort());
  });

  it('reads the classes a rule styles, not those it only tests for or that appear in values', () => {
    const css =
      '@media (min-width:40rem){.a .b:hover{color:red}}.c:not(.d),.e>.f{background:url(x.svg)}.g[data-x=".h"]{}';
    expect([...cssClasses(css)].sort()).toEqual(['a', 'b', 'c', 'e', 'f', 'g']);
    expect([...htmlClasses('<p class="x  y"><a class="z" data-class="w">')].sort()).toEqual(['x', 'y', 'z']);
  });
});
