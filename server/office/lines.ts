import type { RequestHandler } from 'express';
import type { OfficeScreen } from './types';
import type { OfficeRole } from './roles';
import type { OfficeUser } from './storage/records';

/**
 * A rule about the record a route names, beyond the role: "a technician's own visit". The guard applies it
 * after the roles, before the screen runs; `npm run routes` prints its name.
 */
export interface OfficePolicy {
  /** What the route table prints: "own visit". */
  name: string;
  /** Whether this user may use the route on the record its parameters name; `missing` when there is no such record. */
  allows(user: OfficeUser, params: Record<string, string>): Promise<'allowed' | 'refused' | 'missing'>;
  /** What a refused user is told, on a 403 page (unless the line answers refusals as its 404). */
  refusal: { title: string; message: string; back: string };
}

export type { ActivityLine } from './types';

/** Where a screen sits in the office's navigation: its label, and its place (lower first). */
export interface OfficeNavEntry {
  label: string;
  order: number;
}

/**
 * One line of the office's route table, as a feature declares it: data the shell turns into an endpoint behind
 * the guard (roles, then policy), the same-site and CSRF checks for a POST, and the screen adapter.
 */
export interface OfficeLine {
  method: 'GET' | 'POST';
  path: string;
  /** The roles the guard lets through; `anyone` only for a `public` line. */
  roles: readonly OfficeRole[] | 'anyone';
  /** A rule about the record the path names, applied by the guard after the roles. */
  policy?: OfficePolicy;
  /** A refused user gets the office's 404 rather than the policy's 403, so the record's existence is not told. */
  refuseAsNotFound?: true;
  /**
   * page: a GET screen; change: a POSTed form; upload: a POSTed multipart form with a photo; file: a GET answered
   * by a plain handler past the guard (image bytes); public: a plain handler without a session (its secret URL is
   * its key, as a phone calendar's feed).
   */
  kind: 'page' | 'change' | 'upload' | 'file' | 'public';
  /** The screen, bound to its feature's tools (page, change, upload). */
  screen?: (request: Parameters<OfficeScreen>[0]) => ReturnType<OfficeScreen>;
  /** The plain handler (file, public). */
  handler?: RequestHandler;
  /** The named, exported function `npm run routes` shows for this line. */
  answeredBy: (...args: never[]) => unknown;
  /** Shown in the navigation to the roles allowed (a GET's line only). */
  nav?: OfficeNavEntry;
}

interface LineOptions {
  policy?: OfficePolicy;
  refuseAsNotFound?: true;
  nav?: OfficeNavEntry;
}

/** A screen of a feature: the request, and the tools its feature hands its screens. */
export type FeatureScreen<Tools> = (request: Parameters<OfficeScreen>[0], tools: Tools) => ReturnType<OfficeScreen>;

/**
 * The line makers a feature writes its office routes with, each screen bound to the feature's own tools (its
 * store, its rules), so a screen reads what it works on from its own feature.
 */
export function officeLines<Tools>(tools: Tools) {
  const line =
    (method: 'GET' | 'POST', kind: 'page' | 'change' | 'upload') =>
    (
      path: string,
      roles: readonly OfficeRole[],
      screen: FeatureScreen<Tools>,
      options: LineOptions = {},
    ): OfficeLine => ({
      method,
      path,
      roles,
      kind,
      screen: (request) => screen(request, tools),
      answeredBy: screen,
      ...options,
    });
  return {
    page: line('GET', 'page'),
    change: line('POST', 'change'),
    upload: line('POST', 'upload'),
    /** A GET answered by a plain handler past the guard (bytes, not a screen). */
    file: (
      path: string,
      roles: readonly OfficeRole[],
      handler: RequestHandler,
      options: LineOptions = {},
    ): OfficeLine => ({
      method: 'GET',
      path,
      roles,
      kind: 'file',
      handler,
      answeredBy: handler,
      ...options,
    }),
    /**
     * A GET without a session: its secret URL is its key (a wrong secret is a 404). `answeredBy` names the exported
     * function that made `handler`, where the handler is made with the feature's tools.
     */
    open: (path: string, handler: RequestHandler, answeredBy: (...args: never[]) => unknown = handler): OfficeLine => ({
      method: 'GET',
      path,
      roles: 'anyone',
      kind: 'public',
      handler,
      answeredBy,
    }),
  };
}
