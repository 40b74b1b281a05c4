import type { ReactNode } from 'react';
import { HeroArt, type ArtSubject } from './HeroArt';
import { Icon } from './icons';

export interface MessagePageProps {
  /** The small line above the heading, e.g. "Error 404". */
  eyebrow: string;
  heading: string;
  /** The heading's id, which labels the section. */
  headingId: string;
  /** Our illustration beside the words, so an empty answer still looks like us. */
  art?: ArtSubject;
  children: ReactNode;
}

/** The one shell of every page that says something went wrong: not found, refused, failed. */
export function MessagePage({ eyebrow, heading, headingId, art, children }: MessagePageProps) {
  return (
    <section className="section message-page" aria-labelledby={headingId}>
      <div className={art ? 'container narrow message-page__inner' : 'container narrow'}>
        {art && <HeroArt icon={art} small />}
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={headingId}>{heading}</h1>
          {children}
        </div>
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
