import ContactForm, { type ContactFormProps } from '../../client/islands/contact';
import ContactMap from '../../client/islands/map';
import { BookStart } from '../components/actions/BookStart';
import { EmailLink } from '../components/actions/EmailLink';
import { business, businessText } from '../../data/business';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';
import { Icon } from '../components/icons';
import { Island } from '../components/Island';
import { PhoneLink } from '../components/actions/PhoneLink';
import { HeroArt } from '../components/HeroArt';

export interface ContactPageProps {
  /** The visitor just sent the form without JavaScript and was redirected here. */
  sent: boolean;
  form: ContactFormProps;
  map: { embedUrl: string; largerUrl: string };
}

export function ContactPage({ sent, form, map }: ContactPageProps) {
  const { address } = business;
  const locale = useLocale();
  const { contact } = usePageMessages();
  const text = businessText(locale);
  return (
    <>
      <section className="page-hero" aria-labelledby="contact-title">
        <div className="container page-hero__inner">
          <div>
            <p className="eyebrow eyebrow--light">{contact.eyebrow}</p>
            <h1 id="contact-title">{contact.heading}</h1>
            <p className="page-hero__lead">
              {contact.lead(text.replyWithin)} <PhoneLink className="page-hero__phone" withIcon={false} />.
            </p>
          </div>
          <span className="page-hero__art">
            <HeroArt icon="phone" />
          </span>
        </div>
      </section>

      <BookStart />

      <div className="section">
        <div className="container contact-grid">
          <section className="contact-card" aria-labelledby="form-title">
            <h2 id="form-title">{contact.formTitle}</h2>
            {sent && (
              <div className="contact-sent" role="status">
                <Icon name="check" />
                <div>
                  <p className="contact-sent__title">{contact.sentTitle}</p>
                  <p>{contact.sentText}</p>
                </div>
              </div>
            )}
            <Island name="contact" component={ContactForm} props={form} />
          </section>

          <aside className="contact-details" aria-label={contact.detailsLabel}>
            <section aria-labelledby="reach-title">
              <h2 id="reach-title">{contact.reachTitle}</h2>
              <ul className="contact-list">
                <li>
                  <Icon name="phone" />
                  <PhoneLink withIcon={false} />
                </li>
                <li>
                  <Icon name="mail" />
                  <EmailLink />
                </li>
                <li>
                  <Icon name="pin" />
                  <address>
                    {address.street}
                    <br />
                    {address.locality}, {address.region} {address.postalCode}
                  </address>
                </li>
              </ul>
            </section>
            <section aria-labelledby="hours-title">
              <h2 id="hours-title">{contact.hoursTitle}</h2>
              <dl className="hours">
                {text.hours.map((slot) => (
                  <div className="hours__row" key={slot.label}>
                    <dt>{slot.label}</dt>
                    <dd>{slot.time}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </aside>
        </div>
      </div>

      <section className="section section--alt" aria-labelledby="map-title">
        <div className="container">
          <h2 id="map-title">{contact.mapTitle}</h2>
          <p>
            {contact.mapText} <a href={map.largerUrl}>{contact.largerMap}</a>
          </p>
          <Island
            name="map"
            component={ContactMap}
            props={{ src: map.embedUrl, title: contact.mapFrame(text.serviceArea) }}
          />
        </div>
      </section>
    </>
  );
}
