import { intlLocale, type Locale } from '../locale';
import { booking as enBooking } from './en/booking';
import { forms as enForms } from './en/forms';
import { layout as enLayout } from './en/layout';
import { booking as esBooking } from './es/booking';
import { forms as esForms } from './es/forms';
import { layout as esLayout } from './es/layout';

/**
 * The words of the pages, the part of the catalogs (./index.ts) that views and islands read. Kept apart from the
 * words of e-mails, texts and PDFs, which only the server writes, so the browser's bundle carries no letter's words:
 * the islands import this file, never ./index.ts (test/build/island-chunks.test.ts checks).
 */
const en = { layout: enLayout, booking: enBooking, forms: enForms };
export type ScreenMessages = typeof en;
const es: ScreenMessages = { layout: esLayout, booking: esBooking, forms: esForms };

const catalogs: Record<Locale, ScreenMessages> = { en, es };

export function screenMessagesFor(locale: Locale): ScreenMessages {
  return catalogs[locale];
}

/** The words for a count in the language's own plural rules (Spanish and English: one, other). */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(intlLocale[locale]).select(count) === 'one' ? forms.one : forms.other;
}
