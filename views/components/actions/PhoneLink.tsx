import { business } from '../../../data/business';
import { Icon } from '../icons';

export function PhoneLink({ className, withIcon = true }: { className?: string; withIcon?: boolean }) {
  return (
    <a className={className ? `tel ${className}` : 'tel'} href={business.phone.href}>
      {withIcon && <Icon name="phone" />}
      {business.phone.display}
    </a>
  );
}
