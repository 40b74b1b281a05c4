import { business } from '../../../data/business';
import { STAR_WORDS } from '../../../data/review-requests';
import { findService } from '../../../data/site/services';

/** The words review e-mails, texts and pages share. */

/** "washer": the appliance a service slug is about, for a sentence. */
export const applianceOf = (slug: string) =>
  (findService(slug)?.name ?? 'appliance').replace(/ Repair$/, '').toLowerCase();

/** "★★☆☆☆ 2 of 5 (Fair)": stars a mail client shows, with the words for a screen reader and a plain-text part. */
export const starsInWords = (rating: number) =>
  `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${rating} of 5 (${STAR_WORDS[rating] ?? ''})`;

/** The review link's text: the business's name in front and "Reply STOP to opt out" are added by the texts outbox. */
export function reviewTextBody(service: string, link: string): string {
  return `${business.name}: how did we do on your ${applianceOf(service)} repair? Tell us in a minute: ${link}`;
}
