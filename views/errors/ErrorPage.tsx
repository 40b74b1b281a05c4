import { business } from '../../data/business';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessagePage } from '../components/MessagePage';
import { PhoneLink } from '../components/actions/PhoneLink';

export interface ErrorPageProps {
  status: number;
  heading: string;
  message: string;
}

/** Shown for requests the site cannot answer: bad requests, and our own failures. Never a stack trace. */
export function ErrorPage({ status, heading, message }: ErrorPageProps) {
  return (
    <MessagePage eyebrow={`Error ${status}`} heading={heading} headingId="error-title">
      <p>{message}</p>
      <p>
        You can always reach {business.name} by phone at <PhoneLink />.
      </p>
      <ButtonLink href="/">Back to Home</ButtonLink>
    </MessagePage>
  );
}
