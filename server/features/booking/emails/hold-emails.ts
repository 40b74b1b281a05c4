import type { SendMailOptions } from 'nodemailer';
import { bookingRules, surgeRules } from '../../../../data/booking';
import { clockWords } from '../../../../views/components/window-words';
import { isoInZone } from '../../../kernel/time-zone';
import { business } from '../../../../data/business';
import { findService } from '../../../../data/site/services';
import { escapeHtml } from '../../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { windowInWords, type BookingMailContext } from './emails';
import { manageUrl } from '../service';
import type { HoldEmail } from '../surge';

/** A row that cannot be sent (no usable address, no link left): a relay's 5xx, so it is given up in time. */
class Unsendable extends Error {
  readonly responseCode = 550;
}

/**
 * The one e-mail of a held booking: the link to confirm it. It may reach someone who never asked (a flooder
 * types strangers' addresses), so it carries nothing the visitor typed (no name, address or problem: no one can
 * write to a stranger through it) and no invite, says what happens if it is ignored (nothing), and is the only
 * e-mail that address gets until it is used (surge.ts).
 */
export function composeHoldEmail(email: HoldEmail, context: BookingMailContext): SendMailOptions {
  const { hold, token } = email;
  const address = hold.email.trim();
  if (!EMAIL_ADDRESS.test(address)) throw new Unsendable('the held booking has no usable e-mail address');
  if (!token) throw new Unsendable('the held booking has no link left to send');
  const link = `${context.siteUrl}${manageUrl(token)}`;
  const when = windowInWords(hold.windowStart, hold.windowEnd);
  const service = findService(hold.service)?.name ?? 'repair';
  const by = clockWords(isoInZone(Date.parse(hold.expiresAt), bookingRules.timeZone));
  const paragraphs = [
    `Someone asked to book a ${service} visit with ${business.name} for ${when} (New York time) and gave this e-mail address.`,
    `To book it, open the link below and press "Confirm my visit" by ${by} New York time (within ${surgeRules.holdMinutes} minutes). Until then nothing is booked.`,
    `Did not ask for this? Ignore this e-mail: nothing is booked, and we will not write to you about it again.`,
    `Questions? Call us at ${business.phone.display}.`,
  ];
  const text = [
    paragraphs[0],
    '',
    paragraphs[1],
    '',
    `Confirm my visit: ${link}`,
    '',
    paragraphs[2],
    '',
    paragraphs[3],
    '',
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Confirm your repair visit</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<h1 style="font-size:20px">Confirm your repair visit</h1>',
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p>${escapeHtml(paragraphs[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my visit</a></p>`,
    `<p>${escapeHtml(paragraphs[2]!)}</p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(business.name)} · ${escapeHtml(business.phone.display)} · ${escapeHtml(business.email)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: { name: business.name, address: context.from },
    to: address,
    replyTo: { name: business.name, address: context.to },
    subject: `Please confirm your repair visit request: ${when}`,
    text,
    html,
  };
}
