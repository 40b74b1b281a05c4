import { textRules } from '../../../data/texts';
import { multiLine } from '../../../data/text';

const chars = (value: string) => [...value];

/**
 * The text as it goes out: plain text cleaned like every visitor's field (data/text.ts: no controls, no
 * invisible characters), the sender's name in front unless the body names it, "Reply STOP to opt out" at the end
 * unless it is there already, and at most textRules.maxLength characters: a longer body is cut with "...".
 */
export function composeText(body: string): string {
  const { senderName, optOutFooter, maxLength } = textRules;
  let core = multiLine(body);
  if (core.toLowerCase().endsWith(optOutFooter.toLowerCase())) core = core.slice(0, -optOutFooter.length).trimEnd();
  // Collapsed so a body cannot fill its length with blank lines.
  core = core.replace(/\n{3,}/g, '\n\n');
  const prefix = core.toLowerCase().includes(senderName.toLowerCase()) ? '' : `${senderName}: `;
  const footer = `\n${optOutFooter}`;
  const room = maxLength - chars(prefix).length - chars(footer).length;
  const coreChars = chars(core);
  if (coreChars.length > room)
    core = `${coreChars
      .slice(0, room - 3)
      .join('')
      .trimEnd()}...`;
  return `${prefix}${core}${footer}`;
}
