import { serviceCallFeeLabel } from '../../data/business';
import { Icon } from './icons';
import { useMessages } from './locale';

/** The service call fee in one short line, where visitors decide whether to book. */
export function FeeNote({ onDark = false }: { onDark?: boolean }) {
  const { booking } = useMessages();
  return (
    <p className={onDark ? 'fee-note fee-note--light' : 'fee-note'}>
      <Icon name="tag" />
      <span>
        <strong>{booking.feeStrong(serviceCallFeeLabel)}</strong>
        {booking.feeRest}
      </span>
    </p>
  );
}
