/** The content codings we keep ready-made: brotli, gzip, or the bytes as they are. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

// Browsers send a handful of distinct Accept-Encoding values, so remembering the answer per value saves
// parsing on every request; the memo is cleared when full so odd values cannot grow it without bound.
const memo = new Map<string, ContentCoding>();
const MEMO_LIMIT = 64;

function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim();
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) quality = Number(match[1]);
    }
    result.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return result;
}

function negotiate(header: string): ContentCoding {
  const q = qualities(header);
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gzip = q.get('gzip') ?? q.get('x-gzip') ?? star;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * The coding to answer with for an Accept-Encoding header: the one with the highest q-value, brotli on a tie
 * (smaller), the plain bytes when the client names neither (or sends no header at all).
 */
export function preferredCoding(header: string | string[] | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  let coding = memo.get(value);
  if (coding === undefined) {
    coding = negotiate(value);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(value, coding);
  }
  return coding;
}

/** Whether an If-None-Match header names one of the given entity tags (weak comparison, as RFC 9110 asks). */
export function etagMatches(header: string | string[] | undefined, etags: readonly string[]): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  for (const candidate of value.split(',')) {
    const tag = candidate.trim();
    if (etags.includes(tag.startsWith('W/') ? tag.slice(2) : tag)) return true;
  }
  return false;
}
