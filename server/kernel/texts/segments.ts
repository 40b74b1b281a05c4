/**
 * How many SMS segments a text costs (3GPP TS 23.038 and 23.040): the carriers bill each segment, so a text's
 * length is counted in them, not in characters. A text wholly in the GSM 7-bit alphabet is GSM-7: 160 septets in
 * one segment, 153 per segment once concatenated (the header takes the rest); a character of the extension table
 * (€, [, ], {, }, ~, ^, |, \) takes two septets, an escape and itself. Any other character makes the whole text
 * UCS-2: 70 UTF-16 units in one segment, 67 per segment concatenated, a character outside the BMP (an emoji) two.
 */

/** The GSM 7-bit default alphabet (23.038 §6.2.1), every character one septet (the escape itself left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table (23.038 §6.2.1.1): each an escape and itself, two septets. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type TextEncoding = 'GSM-7' | 'UCS-2';

export interface TextSize {
  encoding: TextEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** The units one segment holds, alone and in a concatenated text. */
export const SEGMENT_UNITS: Record<TextEncoding, { single: number; concatenated: number }> = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
};

/** Whether every character is in the GSM 7-bit alphabet, basic or extension. */
export const isGsm7 = (text: string): boolean => [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));

/** The units a text takes in an encoding: septets, or UTF-16 code units (a surrogate pair is two). */
export function unitsIn(text: string, encoding: TextEncoding): number {
  if (encoding === 'UCS-2') return text.length;
  let units = 0;
  for (const c of text) units += GSM_EXTENSION.has(c) ? 2 : 1;
  return units;
}

/** Segments of `units` in `encoding`: one if they fit one, else as many concatenated ones as they need. */
export function segmentsOf(units: number, encoding: TextEncoding): number {
  const { single, concatenated } = SEGMENT_UNITS[encoding];
  if (units === 0) return 0;
  return units <= single ? 1 : Math.ceil(units / concatenated);
}

/** A text's encoding, length in its units and segments. */
export function textSize(text: string): TextSize {
  const encoding: TextEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const units = unitsIn(text, encoding);
  return { encoding, units, segments: segmentsOf(units, encoding) };
}

/**
 * The longest start of `text` that fits `segments` segments in `encoding` beside `taken` units of the rest of the
 * message (the encoding is the whole uncut text's: a cut that drops the one UCS-2 character only leaves room
 * unused), whole characters only, so a surrogate pair or an escaped character is never split.
 */
export function fitSegments(
  text: string,
  segments: number,
  encoding: TextEncoding = textSize(text).encoding,
  taken = 0,
): string {
  const { single, concatenated } = SEGMENT_UNITS[encoding];
  const room = (segments <= 1 ? single : segments * concatenated) - taken;
  let units = 0;
  let end = 0;
  for (const c of text) {
    const size = encoding === 'UCS-2' ? c.length : GSM_EXTENSION.has(c) ? 2 : 1;
    if (units + size > room) break;
    units += size;
    end += c.length;
  }
  return text.slice(0, end);
}
