import type { ReactNode } from 'react';
import { business } from '../../data/business';

export interface OfficeNavItem {
  href: string;
  label: string;
}

export interface OfficeLayoutProps {
  /** The signed-in account; absent on the sign-in page, which has no navigation. */
  user?: { email: string; name?: string; csrf: string };
  nav?: readonly OfficeNavItem[];
  /** The path shown; the navigation marks the screen it belongs to (/office/leads/… is under Leads). */
  currentPath?: string;
  children: ReactNode;
}

/** More screens than this fold into a menu on a phone; a technician's two stay in view. */
const MENU_AFTER = 4;

/** The screen whose roles may search: the header's search box shows where the navigation has it. */
const SEARCH_BESIDE = '/office/customers';

/** One's own profile: in the user menu with Sign out, not among the screens of the shop. */
const PROFILE = '/office/profile';

/**
 * The owner's screens for setting the shop up and looking back (opened weekly, not hourly): under "More", so the
 * day's screens stay in one row at 1280 px with room for more of them (docs/office.md#the-navigation).
 */
const MORE = new Set([
  '/office/settings',
  '/office/settings/price-book',
  '/office/exports',
  '/office/activity',
  '/office/system',
]);

/** The navigation item a path belongs to: the longest href that is the path or a folder above it. */
function currentItem(nav: readonly OfficeNavItem[], path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const matches = nav.filter((item) => path === item.href || path.startsWith(`${item.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/** The office's frame: its own header and navigation, no public site chrome, and one <main>. */
export function OfficeLayout({ user, nav = [], currentPath, children }: OfficeLayoutProps) {
  const current = currentItem(nav, currentPath);
  const screens = nav.filter((item) => item.href !== PROFILE);
  const main = screens.filter((item) => !MORE.has(item.href));
  const more = screens.filter((item) => MORE.has(item.href));
  const currentLabel = screens.find((item) => item.href === current)?.label;
  const link = (item: OfficeNavItem) => (
    <li key={item.href}>
      <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
        {item.label}
      </a>
    </li>
  );
  const list = user && (
    <ul>
      {main.map(link)}
      {more.length > 0 && (
        <li>
          {/* A native <details>, no script: open, it lists the owner's setup screens below the row. */}
          <details className="office-more">
            <summary className="office-more__toggle">
              More
              {more.some((item) => item.href === current) && (
                <span className="visually-hidden"> (current: {currentLabel})</span>
              )}
            </summary>
            <ul>{more.map(link)}</ul>
          </details>
        </li>
      )}
    </ul>
  );
  const userMenu = user && (
    // Who is signed in, and what is theirs: the profile and signing out (still a POST with the CSRF token).
    <details className="office-user">
      <summary className="office-user__toggle">
        <span className="visually-hidden">Signed in as </span>
        {user.name || user.email}
      </summary>
      <div className="office-user__menu">
        {nav.some((item) => item.href === PROFILE) && (
          <a href={PROFILE} aria-current={current === PROFILE ? 'page' : undefined}>
            Profile
          </a>
        )}
        <form method="post" action="/office/logout">
          <input type="hidden" name="_csrf" value={user.csrf} />
          <button type="submit" className="office-nav__signout">
            Sign out
          </button>
        </form>
      </div>
    </details>
  );
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="office-header">
        <div className="container office-header__inner">
          <p className="office-header__brand">
            {business.name} <span>office</span>
          </p>
          {user && nav.some((item) => item.href === SEARCH_BESIDE) && (
            // The one search (GET /office/search): shown to the roles whose navigation has Customers, its roles.
            <form
              method="get"
              action="/office/search"
              role="search"
              aria-label="Search the office"
              className="office-search"
            >
              <label htmlFor="office-search-q" className="visually-hidden">
                Search customers, leads and bookings
              </label>
              <input
                id="office-search-q"
                type="search"
                name="q"
                maxLength={100}
                placeholder="Name, phone, e-mail, street or reference"
              />
              <button type="submit" className="office-search__button">
                Search
              </button>
            </form>
          )}
          {userMenu}
          {user && (
            <nav className="office-nav" aria-label="Office">
              {screens.length > MENU_AFTER ? (
                // A phone folds the many screens of the desk into a menu (a native <details>, no script); from
                // a tablet's width on, the list is always shown and the toggle hidden (office.css).
                <details className="office-menu">
                  <summary className="office-menu__toggle">
                    Menu
                    {currentLabel && <span className="office-menu__current">: {currentLabel}</span>}
                  </summary>
                  {list}
                </details>
              ) : (
                list
              )}
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="office-main">
        <div className="container">{children}</div>
      </main>
      {user && (
        <footer className="office-footer">
          <div className="container">Signed in as {user.email}</div>
        </footer>
      )}
    </>
  );
}
