import type { ReactNode } from 'react';

/** A screen that only says something: not found, refused. */
export function OfficeMessage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="office-message-heading">
      <h1 id="office-message-heading">{heading}</h1>
      {children}
    </section>
  );
}
