/** One kind of character no stored or sent visitor text may keep, with examples of every sort of it. */
export interface HostileClass {
  name: string;
  chars: string[];
  /** Line breaks: a single-line field turns them into a space, a message into LF. */
  breaks?: boolean;
}

export const HOSTILE_CLASSES: HostileClass[] = [
  { name: 'C0 and C1 controls', chars: ['\u0000', '\u0008', '\u001b', '\u007f', '\u009b'] },
  { name: 'line breaks', chars: ['\r', '\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'], breaks: true },
  {
    name: 'bidi overrides, embeddings, isolates and marks',
    chars: ['\u202a', '\u202e', '\u2066', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'],
  },
  {
    name: 'zero-width and invisible characters',
    chars: [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\u2062',
      '\ufeff',
      '\u00ad',
      '\u180e',
      '\u3164',
      '\ufe0f',
      '\u{e0041}',
    ],
  },
];

/** Every character of every class, as one run. */
export const EVERY_HOSTILE = HOSTILE_CLASSES.flatMap((c) => c.chars).join('');

/**
 * The class's characters found in `text`, as code points (empty: clean). With `lines`, LF and CR may stay: a
 * message's own line breaks, an e-mail's or a calendar file's line ends.
 */
export function hostileIn(text: string, hostile: HostileClass, { lines = false } = {}): string[] {
  return hostile.chars
    .filter((char) => !(lines && (char === '\n' || char === '\r')) && text.includes(char))
    .map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

/** The characters of every class found in `text` (see hostileIn). */
export const anyHostileIn = (text: string, options: { lines?: boolean } = {}) =>
  HOSTILE_CLASSES.flatMap((hostile) => hostileIn(text, hostile, options));
