import { intlLocale, type Locale } from '../locale';
import { booking as enBooking } from './en/booking';
import { forms as enForms } from './en/forms';
import { layout as enLayout } from './en/layout';
import { booking as esBooking } from './es/booking';
import { forms as esForms } from './es/forms';
import { layout as esLayout } from './es/layout';

/**
 * Every customer-facing word, one catalog per language (docs/decisions/0055-message-catalogs.md). A message is
 * fixed text or a function of typed values, so the Spanish takes exactly the values the English does and `tsc`
 * fails on a key missing from either; plurals go through `plural`, dates, times and money through `Intl`.
 */
const en = { layout: enLayout, booking: enBooking, forms: enForms };
export type Messages = typeof en;
const es: Messages = { layout: esLayout, booking: esBooking, forms: esForms };

const catalogs: Record<Locale, Messages> = { en, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/** The words for a count in the language's own plural rules (Spanish and English: one, other). */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(intlLocale[locale]).select(count) === 'one' ? forms.one : forms.other;
}
