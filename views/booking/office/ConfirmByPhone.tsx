/** What the office reads on a visit booked without an e-mail whose customer cannot be texted either. */
export const CONFIRM_BY_PHONE = 'Confirm by phone: no e-mail, no texts';

/**
 * Whether nothing reaches the customer of a booking by itself: no e-mail address, and texts off or not agreed to
 * (`permission` is the texts feature's answer for the number, undefined while texts are off).
 */
export const confirmByPhone = (email: string, permission: string | undefined) =>
  email.trim() === '' && permission !== 'yes';

/** The note on the booking's page and on its Today entry: the desk calls the customer to confirm. */
export function ConfirmByPhoneNote({ compact = false }: { compact?: boolean }) {
  if (compact) return <span className="office-warn">{CONFIRM_BY_PHONE}</span>;
  return (
    <p className="office-notice office-notice--warn">
      {CONFIRM_BY_PHONE}. Call the customer to confirm the visit and its window: nothing is sent to them.
    </p>
  );
}
