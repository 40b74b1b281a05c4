import { localeName, type Locale } from '../../data/locale';

export interface LanguageSwitchProps {
  /** The language it leads to: its name is the link's words, in that language (issue 41 item 2). */
  locale: Locale;
  /** The same page in that language, or its home page where the page has no twin. */
  href: string;
}

/**
 * The link to this page in the other language. It names the language in that language ("Español" on an English
 * page), so a reader who cannot read this page still finds it; it is a plain link, so no cookie and no script are
 * needed to stay in the language chosen: every link on the page it leads to stays in it.
 */
export function LanguageSwitch({ locale, href }: LanguageSwitchProps) {
  return (
    <p className="language-switch">
      <a href={href} hrefLang={locale} lang={locale}>
        {localeName[locale]}
      </a>
    </p>
  );
}
