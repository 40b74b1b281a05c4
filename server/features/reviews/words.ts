import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { STAR_WORDS } from '../../../data/review-requests';
import { findService } from '../../../data/site/services';

/** The words review e-mails, texts and pages share. */

/** "washer": the appliance a service slug is about, for a sentence. */
export const applianceOf = (slug: string) =>
  (findService(slug)?.name ?? 'appliance').replace(/ Repair$/, '').toLowerCase();

/** "★★☆☆☆ 2 of 5 (Fair)": stars a mail client shows, with the words for a screen reader and a plain-text part. */
export const starsInWords = (rating: number) =>
  `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${rating} of 5 (${STAR_WORDS[rating] ?? ''})`;

/** The review link's text in the customer's language; the texts outbox adds the opt-out line. */
export function reviewTextBody(service: string, link: string, locale: Locale = 'en'): string {
  return messagesFor(locale).texts.reviewRequest(applianceOf(service), link);
}
