import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export interface LayoutProps {
  currentNav?: string;
  year: number;
  children: ReactNode;
}

export function Layout({ currentNav, year, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header currentNav={currentNav} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} />
    </>
  );
}
