import NextAvailable, { type NextAvailableProps } from '../../../client/islands/next-available';
import { Island } from '../Island';

/** "Book online", and once the browser has asked, the next free arrival window (see the island). */
export function BookOnline(props: NextAvailableProps) {
  return <Island name="next-available" component={NextAvailable} props={props} />;
}
