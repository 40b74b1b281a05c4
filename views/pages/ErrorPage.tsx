import { business } from '../../data/business';
import { ButtonLink } from '../components/ButtonLink';
import { PhoneLink } from '../components/PhoneLink';

export interface ErrorPageProps {
  status: number;
  heading: string;
  message: string;
}

/** Shown for requests the site cannot answer: bad requests, and our own failures. Never a stack trace. */
export function ErrorPage({ status, heading, message }: ErrorPageProps) {
  return (
    <section className="section message-page" aria-labelledby="error-title">
      <div className="container narrow">
        <p className="eyebrow">Error {status}</p>
        <h1 id="error-title">{heading}</h1>
        <p>{message}</p>
        <p>
          You can always reach {business.name} by phone at <PhoneLink />.
        </p>
        <ButtonLink href="/">Back to Home</ButtonLink>
      </div>
    </section>
  );
}
