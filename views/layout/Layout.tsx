import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export interface LayoutProps {
  currentNav?: string;
  year: number;
  /** Whether the header and the action bar offer Book: not on the page that confirms a booking. */
  bookLinks?: boolean;
  children: ReactNode;
}

export function Layout({ currentNav, year, bookLinks = true, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header currentNav={currentNav} bookLinks={bookLinks} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} bookLinks={bookLinks} />
    </>
  );
}
