import type { ReactNode } from 'react';
import { Icon } from '../icons';

/** The "see them all" link that closes a section: a line of its own with an arrow. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="section__more">
      <a className="more-link" href={href}>
        {children}
        <Icon name="arrow" />
      </a>
    </p>
  );
}
