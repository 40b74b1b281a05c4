import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestFile } from './paths';

/** A stylesheet a page carries in a <style> element, with the CSP source that lets exactly its text apply. */
export interface InlineStyle {
  text: string;
  /** `'sha256-…'`, for the Content-Security-Policy's style-src. */
  source: string;
}

/** Public URLs of the hashed client files the document links. */
export interface Assets {
  js: string;
  /** The whole stylesheet, linked by the office's screens (and by every page when there is no `inlineCss`). */
  css: string;
  /** The public pages' stylesheet, inlined so that no request blocks their first paint (decision 0053). */
  inlineCss?: InlineStyle;
}

/** The CSP source expression of a <style> element's text: its SHA-256, as browsers hash it (UTF-8, base64). */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Reads the manifest the build wrote and, unless `inline` is off, the public stylesheet's text and hash, once:
 * pages are cached as bytes and the CSP header is replayed by the fast path, so both must stay the same for the
 * life of the process.
 */
export function readAssets(file = manifestFile, { inline = true }: { inline?: boolean } = {}): Assets {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`Client assets are not built (no readable ${file}). Run "npm run build" first.`);
  }
  const { js, css, siteCss } = parsed as { js?: unknown; css?: unknown; siteCss?: unknown };
  if (typeof js !== 'string' || typeof css !== 'string') throw new Error(`${file} is not an asset manifest`);
  if (!inline || typeof siteCss !== 'string') return { js, css };
  const text = readFileSync(path.join(path.dirname(file), 'public', siteCss), 'utf8');
  // Inside <style> the text is raw: only a closing tag could end it early.
  if (/<\/style/i.test(text)) throw new Error(`${siteCss} holds "</style" and cannot be inlined`);
  return { js, css, inlineCss: { text, source: styleHashSource(text) } };
}
