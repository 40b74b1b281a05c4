import { intlLocale, type Locale } from '../locale';
import { booking as enBooking } from './en/booking';
import { forms as enForms } from './en/forms';
import { layout as enLayout } from './en/layout';
import { coupons as enCoupons } from './en/coupons';
import { nextAvailable as enNextAvailable } from './en/next-available';

/**
 * The words of the pages, the part of the catalogs (./index.ts) that views and islands read. Kept apart from the
 * words of e-mails, texts and PDFs, which only the server writes, so the browser's bundle carries no letter's words:
 * the islands import this file, never ./index.ts (test/build/island-chunks.test.ts checks).
 */
const en = {
  layout: enLayout,
  booking: enBooking,
  forms: enForms,
  coupons: enCoupons,
  nextAvailable: enNextAvailable,
};
export type ScreenMessages = typeof en;

/**
 * English is always here; Spanish joins when ./es/screens.ts is loaded: on the server with the catalogs (./index.ts,
 * which the page renderer imports), in the browser only on a Spanish page (client/main.ts), so an English page's
 * islands carry no Spanish words.
 */
const catalogs: Partial<Record<Locale, ScreenMessages>> = { en };

export function provideScreenMessages(locale: Locale, messages: ScreenMessages): void {
  catalogs[locale] = messages;
}

export function screenMessagesFor(locale: Locale): ScreenMessages {
  const messages = catalogs[locale];
  // A page in a language whose words were not loaded is a wiring fault to see, not English to show quietly.
  if (!messages)
    throw new Error(`the ${locale} words of the pages are not loaded (data/messages/${locale}/screens.ts)`);
  return messages;
}

/** The words for a count in the language's own plural rules (Spanish and English: one, other). */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(intlLocale[locale]).select(count) === 'one' ? forms.one : forms.other;
}
