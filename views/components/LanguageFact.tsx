import { defaultLocale, localeName, type Locale } from '../../data/locale';

/**
 * "Language: Español" in one of the office's fact lists (a booking, a customer, a My Day card). Only the exception
 * is shown: English is every other customer, and a line the desk never reads would hide this one.
 */
export function LanguageFact({ language = defaultLocale }: { language?: Locale | undefined }) {
  if (language === defaultLocale) return null;
  return (
    <div>
      <dt>Language</dt>
      <dd lang={language}>{localeName[language]}</dd>
    </div>
  );
}
