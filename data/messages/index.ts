import type { Locale } from '../locale';
import { screenMessagesFor } from './screens';
import { pageMessagesFor } from './pages';
import { esScreens } from './es/screens';
import { mail as enMail } from './en/mail';
import { mail as esMail } from './es/mail';
import { receipt as enReceipt } from './en/receipt';
import { receipt as esReceipt } from './es/receipt';
import { estimate as enEstimate } from './en/estimate';
import { estimate as esEstimate } from './es/estimate';
import { texts as enTexts } from './en/texts';
import { texts as esTexts } from './es/texts';
import { letters as enLetters } from './en/letters';
import { letters as esLetters } from './es/letters';

/**
 * Every customer-facing word, one catalog per language (docs/decisions/0055-message-catalogs.md). A message is
 * fixed text or a function of typed values, so the Spanish takes exactly the values the English does and `tsc`
 * fails on a key missing from either; plurals go through `plural`, dates, times and money through `Intl`.
 */
const en = {
  ...screenMessagesFor('en'),
  ...pageMessagesFor('en'),
  mail: enMail,
  receipts: enReceipt,
  estimates: enEstimate,
  texts: enTexts,
  letters: enLetters,
};
export type Messages = typeof en;
const es: Messages = {
  ...esScreens,
  ...pageMessagesFor('es'),
  mail: esMail,
  receipts: esReceipt,
  estimates: esEstimate,
  texts: esTexts,
  letters: esLetters,
};

const catalogs: Record<Locale, Messages> = { en, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

export { plural } from './screens';
