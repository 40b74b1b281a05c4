import Toaster from '../../client/islands/toaster';
import { business, credentials } from '../../data/business';
import { footerQuickLinks, footerServiceLinks, type NavLink } from '../../data/site/navigation';
import { Icon } from '../components/icons';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { ActionBar } from './ActionBar';
import { EmailLink } from '../components/actions/EmailLink';

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

export function Footer({ year, bookLinks = true }: { year: number; bookLinks?: boolean }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-col footer-about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-col__title">
            {business.name}
          </h2>
          <p>
            {business.tagline} serving Washington DC and Prince George's, Montgomery and Howard counties in Maryland
            since {business.foundedYear}.
          </p>
          <ul className="social-links">
            {business.social.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} rel="noopener">
                  <Icon name={profile.name.toLowerCase() as 'facebook' | 'instagram' | 'yelp'} />
                  <span className="visually-hidden">{business.name} on </span>
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-quick" title="Quick Links" links={footerQuickLinks} />
        <LinkList id="footer-services" title="Our Services" links={footerServiceLinks} />
        <section className="footer-col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-col__title">
            Contact Us
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
                {business.hours.map((slot) => (
                  <div key={slot.label}>
                    <dt>{slot.label}</dt>
                    <dd>{slot.time}</dd>
                  </div>
                ))}
              </dl>
            </li>
            <li>
              <Icon name="shield" />
              Licensed and insured technicians
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p className="footer-licences">
          Owned and run by {credentials.owner.name}. Licensed:{' '}
          {credentials.licences.map((licence) => `${licence.label} ${licence.number}`).join(' · ')}.
        </p>
        <p>
          &copy; {year} {business.name}. All rights reserved.
        </p>
      </div>
      {/* Booking's own pages have their step's bar at the bottom instead; the phone stays in the header. */}
      {bookLinks ? <ActionBar /> : null}
      <Island name="toaster" component={Toaster} props={{}} />
    </footer>
  );
}
