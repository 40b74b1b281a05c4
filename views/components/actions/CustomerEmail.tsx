import { mailtoHref, oneLine } from '../../../data/text';

/**
 * A customer's e-mail address as a mailto link, or "No e-mail" when there is none (a customer booked by phone
 * without one): never a link with an empty address and no name, which screen readers announce as nothing.
 */
export function CustomerEmail({ email, empty = 'No e-mail' }: { email: string; empty?: string }) {
  const address = oneLine(email);
  if (!address) return <span className="office-muted">{empty}</span>;
  return <a href={mailtoHref(address)}>{address}</a>;
}
