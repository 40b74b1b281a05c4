import { createContext, useContext, type ReactNode } from 'react';
import { defaultLocale, type Locale } from '../../data/locale';
import { screenMessagesFor, type ScreenMessages } from '../../data/messages/screens';

/** The page's language, set once where the page is rendered; every view below reads its words from it. */
const LocaleContext = createContext<Locale>(defaultLocale);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The catalog of the page's language. */
export function useMessages(): ScreenMessages {
  return screenMessagesFor(useContext(LocaleContext));
}
