import { business } from '../../data/business';
import { Icon } from '../components/icons';
import { usePageMessages } from '../components/page-messages';
import { warranty as englishWarranty } from '../../data/messages/en/pages/warranty';

/** The words a warranty visit carries at every step, in place of the service call fee (the office's and e-mails'). */
export const WARRANTY_NO_CHARGE = englishWarranty.noCharge;

/** "Warranty visit — no charge" in the fee's place: the same problem, under the 90-day warranty. */
export function WarrantyNote({ endsOn }: { endsOn?: string | undefined }) {
  const { warranty } = usePageMessages();
  const days = business.warrantyDays;
  return (
    <p className="fee-note warranty-note">
      <Icon name="shield" />
      <span>
        <strong>{warranty.noCharge}</strong>
        {endsOn ? warranty.noteCoveredUntil(days, endsOn) : warranty.noteCovered(days)}
      </span>
    </p>
  );
}
