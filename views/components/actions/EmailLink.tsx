import { business } from '../../../data/business';
import { Icon } from '../icons';

/** The business e-mail as a mailto link that may break after the @, never inside a word. */
export function EmailLink({ withIcon = false }: { withIcon?: boolean }) {
  const [user, domain] = business.email.split('@');
  return (
    <a className="email" href={`mailto:${business.email}`}>
      {withIcon && <Icon name="mail" />}
      <span>
        {user}@<wbr />
        {domain}
      </span>
    </a>
  );
}
