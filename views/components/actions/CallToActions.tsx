import { business } from '../../../data/business';
import { localePath } from '../../../data/locale';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';
import { ButtonLink } from './ButtonLink';
import { Icon } from '../icons';

export interface CallToActionsProps {
  /** Light buttons for dark backgrounds. */
  onDark?: boolean;
  size?: 'md' | 'lg';
}

/** The site's two calls to action: Book Repair Now (to /contact) and Call Now with the number. */
export function CallToActions({ onDark = false, size = 'md' }: CallToActionsProps) {
  const locale = useLocale();
  const { common } = usePageMessages();
  return (
    <div className="cta-buttons">
      <ButtonLink href={localePath(locale, '/contact')} variant="primary" size={size}>
        <Icon name="calendar" />
        {common.bookRepairNow}
      </ButtonLink>
      <ButtonLink href={business.phone.href} variant={onDark ? 'light' : 'secondary'} size={size} className="tel">
        <Icon name="phone" />
        <span>
          {common.callNow} <span className="tel__number">{business.phone.display}</span>
        </span>
      </ButtonLink>
    </div>
  );
}
