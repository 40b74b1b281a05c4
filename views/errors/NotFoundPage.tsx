import { business } from '../../data/business';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessageLinks, MessagePage } from '../components/MessagePage';
import { PhoneLink } from '../components/actions/PhoneLink';

const ways = [
  { href: '/', label: 'Go to the home page' },
  { href: '/services', label: 'See the appliances we repair' },
  { href: '/contact', label: 'Book a repair online' },
];

/** Shown with a 404 for any path the site does not have. */
export function NotFoundPage() {
  return (
    <MessagePage eyebrow="Error 404" heading="Page Not Found" headingId="not-found-title" art="van">
      <p>
        We couldn't find the page you were looking for. It may have moved, or the address may have a typo. These will
        get you back on track:
      </p>
      <MessageLinks links={ways} />
      <p>
        Need help right now? Call {business.name} at <PhoneLink />.
      </p>
      <ButtonLink href="/">Back to Home</ButtonLink>
    </MessagePage>
  );
}
