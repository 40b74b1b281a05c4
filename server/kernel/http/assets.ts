import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cssClasses, type PageSheet } from '../pages/page-style';
import { manifestFile } from './paths';

/** Public pages' stylesheets, each carried in a <style> element under its hash in the CSP (decision 0061). */
export interface InlineStyles {
  /** Every public rule: for a page no kind's sheet covers. */
  all: PageSheet;
  /** Each kind's sheet, smallest first: a page carries the first that defines every class it uses. */
  sheets: PageSheet[];
}

/** Public URLs of the hashed client files the document links. */
export interface Assets {
  js: string;
  /** The whole stylesheet, linked by the office's screens (and by every page when there is no `inlineCss`). */
  css: string;
  /** The public pages' stylesheets, inlined so that no request blocks their first paint (decisions 0053, 0061). */
  inlineCss?: InlineStyles;
}

/** Every inline sheet's CSP source, for style-src: one header for every answer (decision 0061). */
export function inlineStyleSources(styles: InlineStyles | undefined): string[] {
  return styles ? [styles.all, ...styles.sheets].map((sheet) => sheet.source) : [];
}

/** The CSP source expression of a <style> element's text: its SHA-256, as browsers hash it (UTF-8, base64). */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Sheets already read, by file. Every app reads its sheets when it is made, and the suites make thousands of apps:
 * reading, hashing and listing the classes of the same files each time was about a third of making one. A built
 * sheet's name carries its content's hash, so its path alone would do; the size and modification time keep a
 * sheet a test writes under a fixed name from being served from an older read.
 */
const sheetsRead = new Map<string, { stamp: string; sheet: PageSheet }>();

function readSheet(manifest: string, name: string, url: string): PageSheet {
  const file = path.join(path.dirname(manifest), 'public', url);
  const { size, mtimeMs } = statSync(file);
  const stamp = `${name} ${size} ${mtimeMs}`;
  const known = sheetsRead.get(file);
  if (known?.stamp === stamp) return known.sheet;
  const text = readFileSync(file, 'utf8');
  // Inside <style> the text is raw: only a closing tag could end it early.
  if (/<\/style/i.test(text)) throw new Error(`${url} holds "</style" and cannot be inlined`);
  const sheet = { name, text, source: styleHashSource(text), classes: cssClasses(text) };
  sheetsRead.set(file, { stamp, sheet });
  return sheet;
}

/**
 * Reads the manifest the build wrote and, unless `inline` is off, the public stylesheets' texts and hashes, once:
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
  const { js, css, siteCss, sheets } = parsed as { js?: unknown; css?: unknown; siteCss?: unknown; sheets?: unknown };
  if (typeof js !== 'string' || typeof css !== 'string') throw new Error(`${file} is not an asset manifest`);
  if (!inline || typeof siteCss !== 'string') return { js, css };
  const kinds = Object.entries(typeof sheets === 'object' && sheets ? (sheets as Record<string, unknown>) : {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, url]) => readSheet(file, name, url))
    .sort((a, b) => a.text.length - b.text.length);
  return { js, css, inlineCss: { all: readSheet(file, 'site', siteCss), sheets: kinds } };
}
