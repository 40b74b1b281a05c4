import type { Express, RequestHandler } from 'express';

/** The largest request body we accept anywhere; the contact form's fields fit many times over. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The methods a page (a path in the route table) answers without any other handler. */
const PAGE_METHODS = ['GET', 'HEAD'];

/** An error the app's error handler turns into a page (or JSON under /api/) with this status. */
export function httpError(
  status: number,
  message: string,
  /** Picks the error page's words when a status has several causes (see errorTexts in errors.tsx). */
  reason?: string,
): Error & { status: number; expose: boolean; reason?: string } {
  return Object.assign(new Error(message), { status, expose: true }, reason ? { reason } : {});
}

/**
 * Refuses a declared body over the limit before anything reads it. Bodies sent in chunks, without a
 * Content-Length, are limited by the body parsers of the routes that read them.
 */
export const limitBodySize: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  const limit = (res.locals as { maxBodyBytes?: number }).maxBodyBytes ?? MAX_BODY_BYTES;
  next(declared > limit ? httpError(413, 'request body too large') : undefined);
};

/**
 * Raises the body limit for one route that reads a larger body itself, streaming, with its own limits (a photo
 * upload): mounted with app.use on that route's path before limitBodySize, from the route table's `maxBodyBytes`
 * (a middleware, not a route, so the route table stays the list of routes). Only the exact path and method.
 */
export function allowLargerBody(method: string, bytes: number): RequestHandler {
  return (req, res, next) => {
    // app.use also matches paths below this one: those keep the usual limit.
    if (req.method === method && (req.path === '/' || req.path === '')) {
      (res.locals as { maxBodyBytes?: number }).maxBodyBytes = bytes;
    }
    next();
  };
}

/** 415 for a request that sends a body of any other type; the error handler answers JSON under /api/. */
export function requireBodyType(...types: string[]): RequestHandler {
  return (req, _res, next) => {
    const sendsBody = req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH';
    next(sendsBody && !req.is(types) ? httpError(415, `expected ${types.join(' or ')}`) : undefined);
  };
}

/** Our API speaks JSON only: any other body type is refused with 415 before a parser sees it. */
export const requireJsonBody: RequestHandler = requireBodyType('application/json');

interface RouterLayer {
  match(path: string): { path: string } | false;
  route?: { methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

function collectMethods(stack: RouterLayer[], path: string, into: Set<string>): void {
  for (const layer of stack) {
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) if (method !== '_all') into.add(method.toUpperCase());
    } else if (Array.isArray(layer.handle?.stack)) {
      collectMethods(layer.handle.stack, path.slice(matched.path.length) || '/', into);
    }
  }
}

/** Every method some route of the app answers at this path, in a stable order: what Allow must list. */
export function allowedMethods(app: Express, path: string): string[] {
  const methods = new Set<string>();
  collectMethods((app.router as unknown as { stack: RouterLayer[] }).stack, path, methods);
  if (methods.has('GET')) methods.add('HEAD');
  return [
    ...PAGE_METHODS.filter((m) => methods.has(m)),
    ...[...methods].filter((m) => !PAGE_METHODS.includes(m)).sort(),
  ];
}

/** Paths as the route table writes them: no trailing slash except the root. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/(?<!\/)\/+$/, '') : path);

/**
 * OPTIONS asks which methods a path takes: 204 with the Allow list read from every route, those registered
 * later included. Registered before the routers, because a nested Router would otherwise answer OPTIONS itself
 * with only its own methods (Allow: POST for /contact, forgetting GET).
 */
export function answerOptions(app: Express): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const allow = allowedMethods(app, normalise(req.path));
    if (allow.length === 0) return next();
    res.set('Allow', allow.join(', ')).set('Cache-Control', 'no-store').status(204).end();
  };
}

/**
 * 405 with an Allow header for a page or API path asked with a method nothing answered (POST /about, DELETE /,
 * GET /api/contact). It must be registered after every router, just before the 404 handlers: a request only
 * reaches it when no route took it, so a route that accepts POST on a page path (POST /contact) keeps working,
 * and the Allow header is read from the routes themselves, so it lists POST there too.
 */
export function methodNotAllowed(app: Express, pagePaths: () => Iterable<string>): RequestHandler {
  let known: Set<string> | undefined;
  return (req, res, next) => {
    const path = normalise(req.path);
    if (!path.startsWith('/api/')) {
      if (PAGE_METHODS.includes(req.method)) return next();
      // Normalised as the request's path is: the Spanish home is /es/ in the table, /es once normalised.
      known ??= new Set([...pagePaths()].map(normalise));
      if (!known.has(path)) return next();
    }
    const allow = allowedMethods(app, path);
    if (allow.length === 0) return next();
    res.set('Allow', allow.join(', '));
    next(httpError(405, `${req.method} not allowed on ${path}`));
  };
}
