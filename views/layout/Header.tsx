import MobileMenu from '../../client/islands/menu';
import { business } from '../../data/business';
import { mainNav } from '../../data/site/navigation';
import { ButtonLink } from '../components/actions/ButtonLink';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { Logo } from './Logo';
import { useMessages } from '../components/locale';

export function Header({ currentNav, bookLinks = true }: { currentNav?: string | undefined; bookLinks?: boolean }) {
  const { layout } = useMessages();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="brand" href="/">
          <Logo />
          <span className="brand__text">
            <span className="brand__name">{business.name}</span>
            <span className="brand__kind">{business.kind}</span>
          </span>
        </a>
        <div className="header-actions">
          <PhoneLink className="header-phone" />
          {bookLinks ? (
            <ButtonLink href="/book" size="sm">
              {layout.bookNow}
            </ButtonLink>
          ) : null}
        </div>
        <Island name="menu" component={MobileMenu} props={{ links: mainNav, current: currentNav }} />
      </div>
    </header>
  );
}
