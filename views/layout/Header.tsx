import MobileMenu from '../../client/islands/menu';
import { business } from '../../data/business';
import { localePath } from '../../data/locale';
import { businessText } from '../../data/site/localized';
import { mainNavIn } from '../../data/site/navigation';
import { ButtonLink } from '../components/actions/ButtonLink';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { Logo } from './Logo';
import { useLocale, useMessages } from '../components/locale';

export function Header({ currentNav, bookLinks = true }: { currentNav?: string | undefined; bookLinks?: boolean }) {
  const { layout } = useMessages();
  const locale = useLocale();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="brand" href={localePath(locale, '/')}>
          <Logo />
          <span className="brand__text">
            <span className="brand__name">{business.name}</span>
            <span className="brand__kind">{businessText(locale).kind}</span>
          </span>
        </a>
        <div className="header-actions">
          <PhoneLink className="header-phone" />
          {bookLinks ? (
            <ButtonLink href={localePath(locale, '/book')} size="sm">
              {layout.bookNow}
            </ButtonLink>
          ) : null}
        </div>
        <Island
          name="menu"
          component={MobileMenu}
          props={{
            links: mainNavIn(locale),
            current: currentNav,
            words: { menu: layout.menu, close: layout.closeMenu, label: layout.mainNavigation },
          }}
        />
      </div>
    </header>
  );
}
