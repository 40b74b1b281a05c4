import type { SendMailOptions } from 'nodemailer';
import { bookingRules } from '../../../data/booking';
import { business } from '../../../data/business';
import { findServiceIn } from '../../../data/site/localized';
import { isLocale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { dateOfDay, dayOfInstant } from '../../../data/messages/when';
import { multiLine, oneLine } from '../../../data/text';
import type { ReviewAlertKind } from '../../kernel/db/schema';
import { instant } from '../../kernel/db/engine';
import type { MailConfig } from '../../kernel/config';
import { brandedEmailHtml, greetingOf, type EmailRow } from '../../kernel/mail/email-html';
import { headerSafe, telHref } from '../../kernel/mail/mailer';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import type { AlertMail, RequestMail } from './queue';
import { applianceOf, starsInWords } from './words';

/** What a review e-mail needs besides its row: the addresses and the site's origin for the links. */
export interface ReviewMailContext extends Pick<MailConfig, 'from' | 'to'> {
  siteUrl: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingRules.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A row that cannot be sent (no usable address): a relay's 5xx, so it is given up in time. */
class Unsendable extends Error {
  readonly responseCode = 550;
}

function textPart(
  intro: string,
  rows: readonly EmailRow[],
  link: { label: string; url: string },
  paragraphs: string[],
) {
  const width = Math.max(...rows.map((row) => row.label.length)) + 2;
  return [
    intro,
    '',
    ...rows.map((row) => `${`${row.label}:`.padEnd(width)}${row.value}`),
    '',
    `${link.label}: ${link.url}`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${business.name} · ${business.phone.display} · ${business.email}`,
  ].join('\n');
}

/**
 * The customer's one review request: the visit, a button to the form, what a published review shows of them,
 * and how long the link works. The customer's name is the only thing they typed that it repeats.
 */
export function composeReviewRequest(mail: RequestMail, context: ReviewMailContext): SendMailOptions {
  const { booking } = mail;
  const address = booking.email.trim();
  if (!EMAIL_ADDRESS.test(address)) throw new Unsendable(`booking ${booking.reference} has no usable e-mail address`);
  // In the language of the booking's row as the outbox reads it a day after Done.
  const locale = isLocale(booking.language) ? booking.language : 'en';
  const { letters, mail: words } = messagesFor(locale);
  const appliance = applianceOf(booking.service);
  const start = new Date(instant(booking.window_start));
  const visitDay = locale === 'en' ? dayFormat.format(start) : dayOfInstant(locale, start.toISOString());
  const link = { label: letters.reviewButton, url: `${context.siteUrl}/review/${mail.token}` };
  const greeting = greetingOf(booking.name, locale);
  const intro = letters.reviewIntro(appliance, visitDay);
  const rows: EmailRow[] = [
    { label: letters.visit, value: visitDay },
    { label: words.appliance, value: findServiceIn(locale, booking.service)?.name ?? booking.service },
    { label: words.reference, value: booking.reference },
  ];
  const until =
    locale === 'en'
      ? dateFormat.format(new Date(mail.expiresAt))
      : dateOfDay(locale, new Date(mail.expiresAt).toISOString());
  const paragraphs = [letters.reviewShown, letters.reviewUntil(until), letters.reviewCall];
  return {
    from: { name: business.name, address: context.from },
    to: { name: headerSafe(booking.name) || 'Customer', address },
    replyTo: { name: business.name, address: context.to },
    subject: letters.reviewSubject(appliance, visitDay),
    text: textPart(`${greeting}\n\n${intro}`, rows, link, paragraphs),
    html: brandedEmailHtml({
      heading: letters.reviewHeading,
      greeting,
      intro,
      rows,
      button: link,
      blocks: paragraphs.map((text) => ({ text })),
      lang: locale,
    }),
  };
}

const ALERT_HEADINGS: Record<ReviewAlertKind, (stars: number) => string> = {
  'low-rating': (stars) => `A ${stars}-star review came in`,
  callback: (stars) => `A customer asked for a call back (${stars} stars)`,
};

/**
 * The office's alert about one answer (a 1–3 star one, or a call back asked for): the stars, the customer's
 * words and how to reach them, with links to the office's Reviews screen and the booking. Everything the
 * customer typed is text in both parts (the layout escapes it) and never reaches a header but the name, cleaned.
 */
export function composeReviewAlert(mail: AlertMail, context: ReviewMailContext): SendMailOptions {
  const { review, booking } = mail;
  const rating = Number(review.rating);
  const heading = ALERT_HEADINGS[mail.alert](rating);
  const words = multiLine(review.body);
  const asked = Number(review.wants_callback) === 1;
  const rows: EmailRow[] = [
    { label: 'Stars', value: starsInWords(rating) },
    { label: 'Their words', value: words || '(no words, stars only)' },
    { label: 'Customer', value: oneLine(booking.name) },
    { label: 'Phone', value: oneLine(booking.phone), href: telHref(booking.phone) },
    { label: 'Visit', value: `${booking.reference}, ${dayFormat.format(new Date(instant(booking.window_start)))}` },
    { label: 'Call back', value: asked ? 'Asked for: please call them' : 'Offered, not asked for (yet)' },
  ];
  const link = { label: 'Open the reviews', url: `${context.siteUrl}/office/reviews` };
  const paragraphs = [
    `The visit's page: ${context.siteUrl}/office/bookings/${booking.reference}`,
    'Nothing is published without the owner: the review waits on the Reviews screen.',
  ];
  const replyTo = EMAIL_ADDRESS.test(booking.email.trim())
    ? { replyTo: { name: headerSafe(booking.name) || 'Customer', address: booking.email.trim() } }
    : {};
  return {
    from: { name: `${business.name} website`, address: context.from },
    to: context.to,
    ...replyTo,
    subject: headerSafe(`${heading}: ${oneLine(booking.name)} (${booking.reference})`, 150),
    text: textPart(heading, rows, link, paragraphs),
    html: brandedEmailHtml({ heading, rows, button: link, blocks: paragraphs.map((text) => ({ text })) }),
  };
}
