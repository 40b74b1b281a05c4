/**
 * What visitors type, made safe to keep and to show again. The contact form uses it today; the booking flow
 * and the office tools use the same rules, so every place agrees on what a "clean" name or message is.
 *
 * The characters dealt with here are invisible or break lines in some readers but not others:
 * - C0 and C1 controls (NUL, ESC, …): terminal escape sequences, and a leading NUL hides a spreadsheet formula.
 * - Line breaks beyond CR and LF: NEL (U+0085), LINE and PARAGRAPH SEPARATOR (U+2028/2029) split a line for any
 *   reader that honours Unicode line breaks, so a one-line name could forge a second line.
 * - Bidirectional overrides, embeddings, isolates and marks (U+202A–202E, U+2066–2069, U+200E/200F, U+061C):
 *   they reorder what is displayed, so "gpj.exe" can be shown as "exe.jpg".
 */

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INLINE_CONTROL_OR_BIDI = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A single-line field (name, phone, e-mail, a choice): every line break and tab becomes a space, every other
 * control and bidi character is dropped, runs of blank space become one space, and the ends are trimmed.
 */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAK, ' ').replace(CONTROL_OR_BIDI, '').replace(/\s+/g, ' ').trim();
}

/**
 * A free-text field (the message): the visitor's line breaks are kept, written as LF whichever kind was sent;
 * tabs stay; every other control and bidi character is dropped, and the ends are trimmed.
 */
export function multiLine(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(INLINE_CONTROL_OR_BIDI, '').trim();
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
