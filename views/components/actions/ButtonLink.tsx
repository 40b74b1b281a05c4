import type { ReactNode } from 'react';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  size?: 'md' | 'sm' | 'lg';
  className?: string;
}

/** A link that looks like a button: every call to action on the site navigates somewhere. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, className].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href}>
      {children}
    </a>
  );
}
