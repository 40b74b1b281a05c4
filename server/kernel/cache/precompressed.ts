import express, { type RequestHandler } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { preferredCoding } from './negotiate';

type StaticOptions = Parameters<typeof express.static>[1];

/** File endings the build writes beside a text file it precompressed (scripts/build.ts). */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** URL paths (relative to root) of files that have both a .br and a .gz twin. */
function precompressedFiles(root: string): Set<string> {
  const found = new Set<string>();
  if (!existsSync(root)) return found;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(PRECOMPRESSED.br) && existsSync(full.slice(0, -3) + PRECOMPRESSED.gzip)) {
        found.add('/' + path.relative(root, full.slice(0, -3)).split(path.sep).join('/'));
      }
    }
  };
  walk(root);
  return found;
}

/** URL paths (relative to root) of every file and folder under it. */
function allPaths(root: string): Set<string> {
  const found = new Set<string>();
  if (!existsSync(root)) return found;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      found.add('/' + path.relative(root, full).split(path.sep).join('/'));
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found;
}

export interface PrecompressedOptions {
  /**
   * The files never change while the server runs (production): a path that is no file or folder there is
   * passed on at once, without the file-system lookup express.static makes for every request otherwise (a
   * page, a 404, a flood of random paths). Development rebuilds files under new names, so it looks each time.
   */
  fixedFiles?: boolean;
}

/**
 * express.static that answers with the build's .br or .gz twin of a file when the client accepts it, with the
 * original file's Content-Type, so text assets are compressed once at build time instead of per request.
 * The set of twins is read once: hashed assets never change while the server runs.
 */
export function precompressedStatic(
  root: string,
  options: StaticOptions,
  { fixedFiles = false }: PrecompressedOptions = {},
): RequestHandler {
  const twins = precompressedFiles(root);
  const files = fixedFiles ? allPaths(root) : undefined;
  const serve = express.static(root, options);
  return (req, res, next) => {
    // A %-escaped path may decode to a file: only express.static decodes it the way it serves it.
    if (files && !files.has(req.path.replace(/\/$/, '')) && !req.path.includes('%')) {
      next();
      return;
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !twins.has(req.path)) {
      serve(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    res.locals.precompressed = true;
    const coding = preferredCoding(req.headers['accept-encoding']);
    if (coding === 'identity') {
      serve(req, res, next);
      return;
    }
    const originalUrl = req.url;
    const query = originalUrl.indexOf('?');
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', coding);
    req.url = req.path + PRECOMPRESSED[coding] + (query >= 0 ? originalUrl.slice(query) : '');
    serve(req, res, (error?: unknown) => {
      // The twin vanished: let the rest of the app answer as if this handler had not touched the request.
      req.url = originalUrl;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
  };
}
