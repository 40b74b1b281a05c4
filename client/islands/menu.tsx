import { useEffect, useRef, useState } from 'react';
import { screenMessagesFor } from '../../data/messages/screens';
import type { NavLink } from '../../data/site/navigation';
import { Icon } from '../../views/components/icons';
import { useHydrated } from '../hydrated';

export interface MobileMenuProps {
  links: NavLink[];
  /** The link marked aria-current="page", if the page belongs to one. */
  current?: string;
  /** The toggle's words and the navigation's name, in the page's language (the layout area of the catalog). */
  words?: { menu: string; close: string; label: string };
}

const { layout } = screenMessagesFor('en');
const englishWords = { menu: layout.menu, close: layout.closeMenu, label: layout.mainNavigation };

const NAV_ID = 'site-nav';

/**
 * The header navigation. On small screens it collapses behind a toggle. Before hydration (or with
 * JavaScript off) the toggle is a link to #site-nav and CSS :target opens the menu; once hydrated it
 * becomes a real button with aria-expanded. The island wakes when the toggle is first used (its
 * data-wake-control: client/main.ts), and that tap opens it.
 */
export default function MobileMenu({ links, current, words = englishWords }: MobileMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="menu">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          data-wake-control=""
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>{open ? words.close : words.menu}</span>
        </button>
      ) : (
        <a className="menu-toggle" href={`#${NAV_ID}`} data-wake-control="">
          <Icon name="menu" />
          <span>{words.menu}</span>
        </a>
      )}
      <nav id={NAV_ID} ref={navRef} className={open ? 'site-nav is-open' : 'site-nav'} aria-label={words.label}>
        <ul className="site-nav__list">
          {links.map((link) => (
            <li key={link.href}>
              <a
                className="site-nav__link"
                href={link.href}
                aria-current={link.href === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
