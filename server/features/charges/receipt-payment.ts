import type { StoredBooking } from '../booking';
import type { VisitCharge } from './store';

/**
 * What a receipt says of paying online (docs/payments.md): Pay $X at the customer's manage page while a balance is
 * owed, or Paid with the day and the card. The payments feature (after this one, which may not import it) fills
 * the slot at start-up, only when STRIPE_SECRET_KEY is set; without it the receipt is as it always was.
 */
export type ReceiptPayment =
  | {
      kind: 'owed';
      /** What is left to pay: the Total less what was paid online and the job's deposit. */
      balanceCents: number;
      /** The customer's manage page, where Pay is: a link minted for this receipt. */
      url: string;
      /** The deposit paid when the job's estimate was approved, credited here; 0 when none. */
      depositCents: number;
    }
  | {
      kind: 'paid';
      /** When it was paid (the last payment online, else when the office recorded it paid). */
      paidAt: string;
      /** The card's last four, for a payment made online. */
      cardLast4: string | null;
      depositCents: number;
    };

/**
 * The receipt's payment, read as its e-mail is written. It may queue the text that goes with the receipt (with the
 * same amount and a link to the same page) once per receipt.
 */
export type ReceiptPaymentProvider = (
  booking: StoredBooking,
  charge: VisitCharge,
) => Promise<ReceiptPayment | undefined>;

/** The slot the payments feature fills: read per receipt, so one filled after the outbox started is used. */
export interface ReceiptPaymentSlot {
  current: ReceiptPaymentProvider;
}

export const receiptPaymentSlot = (): ReceiptPaymentSlot => ({ current: async () => undefined });
