import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { useMessages } from '../components/locale';
import type { LanguageSwitchProps } from './LanguageSwitch';

export interface LayoutProps {
  currentNav?: string;
  year: number;
  /** Whether the header offers Book Now and the Call/Book bar is shown: not on booking's own pages. */
  bookLinks?: boolean;
  /** The same page in the other language (issue 41 item 2); none where the page is not rendered for a language. */
  switchTo?: LanguageSwitchProps;
  children: ReactNode;
}

export function Layout({ currentNav, year, bookLinks = true, switchTo, children }: LayoutProps) {
  const { layout } = useMessages();
  return (
    <>
      <a className="skip-link" href="#main">
        {layout.skipToContent}
      </a>
      <Header currentNav={currentNav} bookLinks={bookLinks} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} bookLinks={bookLinks} {...(switchTo ? { switchTo } : {})} />
    </>
  );
}
