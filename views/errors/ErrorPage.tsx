import { business } from '../../data/business';
import { ButtonLink } from '../components/actions/ButtonLink';
import { MessagePage } from '../components/MessagePage';
import { PhoneLink } from '../components/actions/PhoneLink';
import { localePath } from '../../data/locale';
import { useLocale } from '../components/locale';
import { usePageMessages } from '../components/page-messages';

export interface ErrorPageProps {
  status: number;
  heading: string;
  message: string;
}

/** Shown for requests the site cannot answer: bad requests, and our own failures. Never a stack trace. */
export function ErrorPage({ status, heading, message }: ErrorPageProps) {
  const locale = useLocale();
  const { errors } = usePageMessages();
  return (
    <MessagePage eyebrow={errors.errorStatus(status)} heading={heading} headingId="error-title">
      <p>{message}</p>
      <p>
        {errors.reachByPhone(business.name)} <PhoneLink />.
      </p>
      <ButtonLink href={localePath(locale, '/')}>{errors.backHome}</ButtonLink>
    </MessagePage>
  );
}
