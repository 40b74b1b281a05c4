import Toaster from '../../client/islands/toaster';
import { business, credentials } from '../../data/business';
import { businessText } from '../../data/site/localized';
import { footerQuickLinksIn, footerServiceLinksIn, type NavLink } from '../../data/site/navigation';
import { Icon } from '../components/icons';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { ActionBar } from './ActionBar';
import { EmailLink } from '../components/actions/EmailLink';
import { useLocale, useMessages } from '../components/locale';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';

function LinkList({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-col__title">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({
  year,
  bookLinks = true,
  switchTo,
}: {
  year: number;
  bookLinks?: boolean;
  switchTo?: LanguageSwitchProps;
}) {
  const { layout } = useMessages();
  const locale = useLocale();
  const words = businessText(locale);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col footer-about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-col__title">
            {business.name}
          </h2>
          <p>{layout.serving(words.tagline, business.foundedYear)}</p>
          <ul className="social-links">
            {business.social.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} rel="noopener">
                  <Icon name={profile.name.toLowerCase() as 'facebook' | 'instagram' | 'yelp'} />
                  <span className="visually-hidden">{layout.onProfile(business.name)}</span>
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-quick" title={layout.quickLinks} links={footerQuickLinksIn(locale)} />
        <LinkList id="footer-services" title={layout.ourServices} links={footerServiceLinksIn(locale)} />
        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-col__title">
            {layout.contactUs}
          </h2>
          <ul className="footer-contact">
            <li>
              <PhoneLink />
            </li>
            <li>
              <EmailLink withIcon />
            </li>
            <li className="footer-hours">
              <Icon name="clock" />
              <dl>
                {words.hours.map((slot) => (
                  <div key={slot.label}>
                    <dt>{slot.label}</dt>
                    <dd>{slot.time}</dd>
                  </div>
                ))}
              </dl>
            </li>
            <li>
              <Icon name="shield" />
              {layout.licensedTechnicians}
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        {switchTo ? <LanguageSwitch {...switchTo} /> : null}
        <p className="footer-licences">
          {layout.ownedBy(
            credentials.owner.name,
            credentials.licences.map((licence) => `${licence.label} ${licence.number}`).join(' · '),
          )}
        </p>
        <p>{layout.rightsReserved(year, business.name)}</p>
      </div>
      {/* Booking's own pages have their step's bar at the bottom instead; the phone stays in the header. */}
      {bookLinks ? <ActionBar /> : null}
      <Island name="toaster" component={Toaster} props={{}} />
    </footer>
  );
}
