import { textRules } from '../../../data/texts';
import { fitSegments, textSize, unitsIn } from '../../kernel/texts/segments';
import { multiLine } from '../../../data/text';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';

/**
 * The text as it goes out: plain text cleaned like every visitor's field (data/text.ts: no controls, no
 * invisible characters), the sender's name in front unless the body names it, "Reply STOP to opt out" at the end
 * (in the customer's language: the keyword stays STOP, which the inbound webhook and the provider act on) unless
 * it is there already, and at most textRules.maxSegments segments in its own encoding (GSM-7, or UCS-2 when
 * a character needs it): a longer body is cut with "...".
 */
export function composeText(body: string, locale: Locale = 'en'): string {
  const { senderName, maxSegments } = textRules;
  const optOutFooter = messagesFor(locale).texts.optOut;
  let core = multiLine(body);
  if (core.toLowerCase().endsWith(optOutFooter.toLowerCase())) core = core.slice(0, -optOutFooter.length).trimEnd();
  // Collapsed so a body cannot fill its length with blank lines.
  core = core.replace(/\n{3,}/g, '\n\n');
  const prefix = core.toLowerCase().includes(senderName.toLowerCase()) ? '' : `${senderName}: `;
  const footer = `\n${optOutFooter}`;
  const whole = `${prefix}${core}${footer}`;
  const size = textSize(whole);
  if (size.segments <= maxSegments) return whole;
  // The room left for the body in the whole text's encoding, the name, the dots and the footer taken off.
  const fixed = unitsIn(`${prefix}...${footer}`, size.encoding);
  const room = fitSegments(core, maxSegments, size.encoding, fixed);
  return `${prefix}${room.trimEnd()}...${footer}`;
}
