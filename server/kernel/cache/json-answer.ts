import type { ReadyAnswer } from './cached-answer';
import { compressedVariants } from './page-cache';

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
  return { json, status, ...(await compressedVariants(Buffer.from(json))) };
}
