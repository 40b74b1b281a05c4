import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  /** Heading level; sections directly under the page's h1 use h2. */
  level?: 2 | 3;
}

/** A section's heading with an optional kicker line above and intro text below; `id` labels the section. */
export function SectionHeading({ id, title, eyebrow, children, level = 2 }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>{title}</Heading>
      {children && <p className="section-heading__intro">{children}</p>}
    </div>
  );
}
