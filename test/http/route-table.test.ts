import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../server/kernel/feature';
import { allPagePaths } from '../../server/app/pages';
import { testApp } from '../helpers/app';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route Express actually answers, as "METHOD path", read from the app's own router. */
function expressRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app.router as unknown as { stack: Layer[] }).stack);
  return found;
}

describe('the route table (server/app/pages.ts)', () => {
  const app = testApp();
  const table = app.locals.routeTable as Endpoint[];
  const listed = table.map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('lists every route the app answers, so a newcomer finds any URL there', () => {
    const routes = expressRoutes(app);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(listed, route).toContain(route);
  });

  it('and every entry is mounted', () => {
    expect(expressRoutes(app).sort()).toEqual([...listed].sort());
  });

  it('shows the forms, the API, the health check and the files for search engines, not only pages', () => {
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /contact',
        'POST /api/contact',
        'GET /api/availability',
        'POST /api/bookings',
        'GET /api/bookings/:token',
        'POST /api/bookings/:token/reschedule',
        'POST /api/bookings/:token/cancel',
        'GET /healthz',
        'GET /readyz',
        'GET /sitemap.xml',
        'GET /robots.txt',
        'GET /blog/feed.xml',
        'GET /site.webmanifest',
        'GET /',
        'GET /services/:slug',
      ]),
    );
  });

  it('serves each page path through a GET entry', () => {
    expect(allPagePaths()).toContain('/cities/washington-dc');
    expect(listed).toContain('GET /cities/:slug');
  });
});

describe('npm run routes', () => {
  it('names, for every route, the function that answers it and the file that exports it under that name', async () => {
    const { routeList } = await import('../../scripts/routes');
    const lines = await routeList();
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) {
      expect(line.handler, `${line.method} ${line.path}`).not.toBe('(anonymous)');
      const module = (await import(`../../${line.file}`)) as Record<string, unknown>;
      expect(typeof module[line.handler], `${line.method} ${line.path} → ${line.file}`).toBe('function');
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/book',
        handler: 'bookPost',
        file: 'server/features/booking/routes/book-post.tsx',
      }),
    );
  }, 60_000);
});
