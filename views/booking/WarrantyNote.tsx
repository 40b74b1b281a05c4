import { business } from '../../data/business';
import { Icon } from '../components/icons';

/** The words a warranty visit carries at every step, in place of the service call fee. */
export const WARRANTY_NO_CHARGE = 'Warranty visit — no charge';

/** "Warranty visit — no charge" in the fee's place: the same problem, under the 90-day warranty. */
export function WarrantyNote({ endsOn }: { endsOn?: string | undefined }) {
  return (
    <p className="fee-note warranty-note">
      <Icon name="shield" />
      <span>
        <strong>{WARRANTY_NO_CHARGE}</strong>: the same problem is covered by our {business.warrantyDays}-day parts and
        labour warranty{endsOn ? ` until ${endsOn}` : ''}, so there is no service call fee.
      </span>
    </p>
  );
}
