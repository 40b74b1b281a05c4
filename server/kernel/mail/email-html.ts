import { brand } from '../../../data/brand';
import { business } from '../../../data/business';
import { mailtoHref, oneLine } from '../../../data/text';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';

/**
 * The HTML part of every e-mail the site sends (leads and bookings): one table-based layout with inline styles,
 * since mail clients drop <style> blocks and ignore most CSS layout. Everything passed in is text: this module
 * escapes it all, so a visitor's words can never become markup. The plain-text part is written by each caller.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** One line of the details table; `href` makes the value a link (tel:, mailto:, https:). */
export interface EmailRow {
  label: string;
  value: string;
  href?: string | undefined;
}

/** A paragraph, optionally under a small heading; line breaks in the text are kept. */
export interface EmailBlock {
  heading?: string;
  text: string;
}

export interface BrandedEmail {
  /** The <title> and the heading in the body. */
  heading: string;
  /** "Hello Dana,": its own line before the intro, so the intro reads as a sentence of its own. */
  greeting?: string | undefined;
  intro?: string | undefined;
  rows: readonly EmailRow[];
  /** The e-mail's one action, as a button under the details. */
  button?: { label: string; url: string } | undefined;
  blocks: readonly EmailBlock[];
  /** Small print above the business's footer line. */
  note?: string | undefined;
  /** A picture under the heading: the technician's photo in an "on the way" e-mail. */
  image?: { url: string; alt: string } | undefined;
  /** The language it is written in, for `<html lang>`; English when not given. */
  lang?: Locale | undefined;
}

const { navy, amber, white } = brand.colors;
const FONT = 'font-family:Arial,Helvetica,sans-serif';
const TEXT = '#1a1a1a';
const MUTED = '#555555';

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\n/g, '<br>\n')}</p>`;

const link = (href: string, text: string, style = `color:${navy}`) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

/**
 * "Hello Dana,": every customer message opens with the first name on a line of its own, then says its piece in a
 * sentence of its own (never "Dana Whitfield, Your technician…").
 */
export function greetingOf(name: string, locale: Locale = 'en'): string {
  return messagesFor(locale).mail.hello(oneLine(name).split(' ')[0]?.slice(0, 60) ?? '');
}

export function brandedEmailHtml(email: BrandedEmail): string {
  const rows = email.rows.map(
    (row) =>
      `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;${FONT};font-size:14px;color:${MUTED};white-space:nowrap">${escapeHtml(row.label)}</th>` +
      `<td valign="top" style="padding:6px 0;${FONT};font-size:15px;color:${TEXT};white-space:pre-wrap">${row.href ? link(row.href, row.value) : escapeHtml(row.value)}</td></tr>`,
  );
  const button = email.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${amber}">${link(
        email.button.url,
        email.button.label,
        `display:inline-block;padding:12px 20px;${FONT};font-size:16px;font-weight:bold;color:${navy};text-decoration:none`,
      )}</td></tr></table>`
    : '';
  const blocks = email.blocks.map((block) =>
    block.heading
      ? `<h2 style="margin:0 0 8px;${FONT};font-size:16px;color:${navy}">${escapeHtml(block.heading)}</h2>${paragraph(block.text, 'white-space:pre-wrap')}`
      : paragraph(block.text),
  );
  return [
    '<!doctype html>',
    `<html lang="${email.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(email.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f5f9">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${white};border-radius:8px;border-top:6px solid ${amber}">`,
    `<tr><td style="padding:20px 24px;background:${navy};${FONT};font-size:20px;font-weight:bold;color:${white}">${escapeHtml(business.name)}</td></tr>`,
    `<tr><td style="padding:24px;${FONT};font-size:15px;line-height:1.5;color:${TEXT}">`,
    `<h1 style="margin:0 0 16px;${FONT};font-size:22px;color:${navy}">${escapeHtml(email.heading)}</h1>`,
    email.image
      ? `<p style="margin:0 0 16px"><img src="${escapeHtml(email.image.url)}" alt="${escapeHtml(email.image.alt)}" width="120" height="120" style="border-radius:60px;display:block"></p>`
      : '',
    email.greeting ? paragraph(email.greeting) : '',
    email.intro ? paragraph(email.intro) : '',
    rows.length > 0
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`
      : '',
    button,
    ...blocks,
    email.note ? paragraph(email.note, `font-size:13px;color:${MUTED}`) : '',
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e2e6ee;${FONT};font-size:13px;color:${MUTED}">${escapeHtml(business.name)} · ${link(business.phone.href, business.phone.display)} · ${link(mailtoHref(business.email), business.email)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
