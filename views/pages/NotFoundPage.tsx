import { business } from '../../data/business';
import { ButtonLink } from '../components/ButtonLink';
import { Icon } from '../components/icons';
import { PhoneLink } from '../components/PhoneLink';

/** Shown with a 404 for any path the site does not have. */
export function NotFoundPage() {
  return (
    <section className="section message-page" aria-labelledby="not-found-title">
      <div className="container narrow">
        <p className="eyebrow">Error 404</p>
        <h1 id="not-found-title">Page Not Found</h1>
        <p>
          We couldn&rsquo;t find the page you were looking for. It may have moved, or the address may have a typo. These
          will get you back on track:
        </p>
        <ul className="message-page__links">
          <li>
            <a href="/">
              <Icon name="arrow" />
              Go to the home page
            </a>
          </li>
          <li>
            <a href="/services">
              <Icon name="arrow" />
              See the appliances we repair
            </a>
          </li>
          <li>
            <a href="/contact">
              <Icon name="arrow" />
              Book a repair online
            </a>
          </li>
        </ul>
        <p>
          Need help right now? Call {business.name} at <PhoneLink />.
        </p>
        <ButtonLink href="/">Back to Home</ButtonLink>
      </div>
    </section>
  );
}
