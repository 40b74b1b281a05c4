import type { ReactNode } from 'react';
import { Icon } from './icons';

export interface MessagePageProps {
  /** The small line above the heading, e.g. "Error 404". */
  eyebrow: string;
  heading: string;
  /** The heading's id, which labels the section. */
  headingId: string;
  children: ReactNode;
}

/** The one shell of every page that says something went wrong: not found, refused, failed. */
export function MessagePage({ eyebrow, heading, headingId, children }: MessagePageProps) {
  return (
    <section className="section message-page" aria-labelledby={headingId}>
      <div className="container narrow">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={headingId}>{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** Where to go instead: a short list of arrow links. */
export function MessageLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className="message-page__links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>
            <Icon name="arrow" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
