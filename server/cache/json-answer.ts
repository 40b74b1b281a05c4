import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { ReadyAnswer } from './cached-answer';
import { brotliOptions, GZIP_OPTIONS } from './compression';
import type { ContentCoding } from './negotiate';
import type { PageVariant } from './page-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The JSON of an answer and its ready-made bytes: what a cached API answer keeps. */
export interface JsonAnswer extends ReadyAnswer {
  /** The JSON text, to tell whether a new reading changed anything. */
  json: string;
}

/**
 * A JSON answer serialised once, compressed once per coding (off the event loop, with the page cache's settings)
 * and given a strong entity tag per coding, so the fast path and Express can both send it as it is, and a
 * client holding it gets a 304. The tag is the content's hash: the same JSON read again keeps its tag.
 */
export async function jsonAnswer(value: unknown, status = 200): Promise<JsonAnswer> {
  const json = JSON.stringify(value);
  const identity = Buffer.from(json);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliOptions(identity.length)),
    gzipAsync(identity, GZIP_OPTIONS),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const variant = (coding: ContentCoding, body: Buffer, suffix: string): PageVariant => ({
    coding,
    etag: `"${hash}${suffix}"`,
    body,
    replay: new Map(),
  });
  const variants = {
    identity: variant('identity', identity, ''),
    br: variant('br', br, '-br'),
    gzip: variant('gzip', gz, '-gz'),
  };
  return { json, status, variants, etags: Object.values(variants).map((v) => v.etag) };
}
