import type { ReactNode } from 'react';
import { CallToActions } from './CallToActions';

export interface CtaPanelProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** The closing "book or call" panel; inset from the screen edge on phones, unlike a full-width band. */
export function CtaPanel({ id, title, children }: CtaPanelProps) {
  return (
    <section className="section section--tight" aria-labelledby={id}>
      <div className="container">
        <div className="cta-panel cta-panel--inset">
          <h2 id={id}>{title}</h2>
          <p>{children}</p>
          <CallToActions />
        </div>
      </div>
    </section>
  );
}
