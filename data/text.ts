/**
 * What visitors type, made safe to keep and to show again: the one cleaner for every form of the site (the
 * contact form, booking, the office's fields), so every place agrees on what a "clean" name or message is.
 *
 * The characters dealt with here are invisible or break lines in some readers but not others:
 * - C0 and C1 controls (NUL, ESC, …): terminal escape sequences, and a leading NUL hides a spreadsheet formula.
 * - Line breaks beyond CR and LF: NEL (U+0085), LINE and PARAGRAPH SEPARATOR (U+2028/2029) split a line for any
 *   reader that honours Unicode line breaks, so a one-line name could forge a second line.
 * - Unicode's default-ignorable characters, which show nothing: bidirectional overrides, embeddings, isolates
 *   and marks (U+202A–202E, U+2066–2069, U+200E/200F, U+061C) reorder what is displayed, so "gpj.exe" can be
 *   shown as "exe.jpg"; zero-width space and joiners (U+200B–200D), word joiner and invisible operators
 *   (U+2060–2064), U+FEFF, soft hyphen (U+00AD), U+180E, the Hangul fillers, tag characters, variation selectors.
 *   A name made only of them looks empty but is not; cleaned, it is empty, and a required field says so.
 * - Lone surrogates: half a character, which no e-mail or database can encode.
 *
 * Two of the invisible ones carry meaning next to visible characters, and only there are they kept: a joiner
 * (ZWJ U+200D, ZWNJ U+200C) between two visible characters (emoji sequences, Persian and Indic spelling), and a
 * variation selector right after one (❤️ as an emoji). Anywhere else (alone, at an edge, beside a space) they go.
 */

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// Controls other than tab and LF (line breaks are dealt with first), default-ignorable characters, lone surrogates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /^[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Default_Ignorable_Code_Point}\p{Cs}]$/u;
const JOINER = /^[\u200c\u200d]$/;
const VARIATION_SELECTOR = /^\p{Variation_Selector}$/u;
const BLANK = /^\s$/;
// Printable ASCII words, one space apart: nothing to drop or squeeze. Most names and addresses are so, and a
// week's Schedule cleans thousands of them.
const PLAIN_LINE = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/** Drops the invisible characters (see above); tabs and LF stay, for the callers to deal with. */
function withoutInvisible(value: string): string {
  const chars = [...value];
  let out = '';
  // The last character kept shows (or is a variation selector on one that does): what a mark may attach to.
  let attached = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (!INVISIBLE.test(char)) {
      out += char;
      attached = !BLANK.test(char);
    } else if (attached && VARIATION_SELECTOR.test(char)) {
      out += char;
    } else if (attached && JOINER.test(char) && i + 1 < chars.length && shows(chars[i + 1]!)) {
      out += char;
      attached = false;
    } else {
      // Dropped: what follows it was not attached to anything visible either.
      attached = false;
    }
  }
  return out;
}

const shows = (char: string) => !INVISIBLE.test(char) && !BLANK.test(char);

/**
 * A single-line field (name, phone, e-mail, address, a choice, a search): every line break and tab becomes a
 * space, every other control and invisible character is dropped, runs of blank space become one space, and the
 * ends are trimmed. Empty means the visitor typed nothing that shows.
 */
export function oneLine(value: string): string {
  if (PLAIN_LINE.test(value)) return value;
  return withoutInvisible(value.replace(LINE_BREAK, ' ')).replace(/\s+/g, ' ').trim();
}

/**
 * A free-text field (a message, a note): the visitor's line breaks are kept, written as LF whichever kind was
 * sent; tabs stay; every other control and invisible character is dropped, and the ends are trimmed.
 */
export function multiLine(value: string): string {
  return withoutInvisible(value.replace(LINE_BREAK, '\n')).trim();
}

/** Characters a spreadsheet reads as the start of a formula (OWASP's list for CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LEADING_IGNORABLE = /^[\s\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069]+/;

/**
 * A CSV cell a spreadsheet shows as text: a value whose first visible character starts a formula gets a
 * leading apostrophe. Spreadsheets skip leading controls and spaces before reading "=", so those are looked past.
 */
export function formulaSafe(value: string): string {
  const visible = value.replace(LEADING_IGNORABLE, '');
  return FORMULA_START.test(visible) || FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * An e-mail address inside a mailto: URI. The address rules allow ? & = % and #, which in a URI would add
 * headers or recipients (mailto:a?cc=…), so everything but the @ is percent-encoded.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
}
