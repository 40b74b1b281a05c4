import type { Request } from 'express';

/**
 * Whether a form's one handler answers this request in JSON rather than HTML (decision 0021): always under /api/
 * (the documented API paths are aliases of the forms'), else when the client asks for JSON (`Accept:
 * application/json`, as the islands send) or sends a JSON body. A browser's own form post asks for HTML.
 */
export function wantsJson(req: Request): boolean {
  return (
    req.originalUrl.startsWith('/api/') ||
    typeof req.is('application/json') === 'string' ||
    req.accepts(['html', 'json']) === 'json'
  );
}
