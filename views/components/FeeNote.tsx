import { serviceCallFeeLabel } from '../../data/business';
import { Icon } from './icons';

/** The service call fee in one short line, where visitors decide whether to book. */
export function FeeNote({ onDark = false }: { onDark?: boolean }) {
  return (
    <p className={onDark ? 'fee-note fee-note--light' : 'fee-note'}>
      <Icon name="tag" />
      <span>
        <strong>{serviceCallFeeLabel} service call</strong>, diagnosis included and credited toward your repair
      </span>
    </p>
  );
}
