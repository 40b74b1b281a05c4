import type { SendMailOptions } from 'nodemailer';
import { bookingRules } from '../../../../data/booking';
import { clockWords } from '../../../../views/components/window-words';
import { isoInZone } from '../../../kernel/time-zone';
import { business } from '../../../../data/business';
import { findServiceIn } from '../../../../data/site/localized';
import { messagesFor } from '../../../../data/messages';
import { clockOfInstant } from '../../../../data/messages/when';
import { escapeHtml } from '../../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { whenIn, type BookingMailContext } from './emails';
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
  // In the language the hold was asked in (its row's), as the booking it becomes is written to.
  const locale = hold.language;
  const { letters } = messagesFor(locale);
  const when = whenIn(locale).window(hold.windowStart, hold.windowEnd);
  const service = findServiceIn(locale, hold.service)?.name ?? '';
  const by =
    locale === 'en'
      ? clockWords(isoInZone(Date.parse(hold.expiresAt), bookingRules.timeZone))
      : clockOfInstant(locale, hold.expiresAt);
  const paragraphs = [
    letters.holdAsked(service, when),
    letters.holdConfirmBy(by),
    letters.holdIgnore,
    letters.holdQuestions,
  ];
  const text = [
    paragraphs[0],
    '',
    paragraphs[1],
    '',
    `${letters.holdButton}: ${link}`,
    '',
    paragraphs[2],
    '',
    paragraphs[3],
    '',
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(letters.holdHeading)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:20px">${escapeHtml(letters.holdHeading)}</h1>`,
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    `<p>${escapeHtml(paragraphs[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(letters.holdButton)}</a></p>`,
    `<p>${escapeHtml(paragraphs[2]!)}</p>`,
    `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(business.name)} · ${escapeHtml(business.phone.display)} · ${escapeHtml(business.email)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: { name: business.name, address: context.from },
    to: address,
    replyTo: { name: business.name, address: context.to },
    subject: letters.holdSubject(when),
    text,
    html,
  };
}
