export interface PaidLine {
  amount: string;
  /** "November 24, 2026", in the business's zone. */
  date: string;
  cardLast4: string | null;
}

export interface PayCardProps {
  /** "$189.50" still owed, with the form that pays it; absent when nothing is owed. */
  balance?: { amount: string; action: string } | undefined;
  paid: readonly PaidLine[];
  /** The card's anchor: 'payment' for the visit's balance, 'deposit' for an approved estimate's deposit. */
  id?: string;
  /** What is paid: the visit's balance, or the deposit asked when the estimate was approved. */
  what?: 'visit' | 'deposit';
  /** Each refund Stripe confirmed: "$50.00" on "November 25, 2026". */
  refunded?: readonly { amount: string; date: string }[];
  /** Everything paid online was given back. */
  fullyRefunded?: boolean;
}

/**
 * The visit's payment on the customer's manage page: Pay $X (a plain form: Stripe's hosted page takes the card,
 * so ours keeps its strict CSP and needs no script), and each payment made, with its date and the card's last four.
 */
export function PayCard({
  balance,
  paid,
  id = 'payment',
  what = 'visit',
  refunded = [],
  fullyRefunded = false,
}: PayCardProps) {
  const deposit = what === 'deposit';
  const paidHeading = fullyRefunded ? 'Refunded' : 'Paid';
  return (
    <div className="booking__card payment" id={id}>
      <h2 className="booking__heading">
        {deposit ? (balance ? 'Deposit' : 'Deposit paid') : balance ? 'Payment' : paidHeading}
      </h2>
      {paid.length > 0 ? (
        <ul className="payment__paid">
          {paid.map((line, index) => (
            <li key={index}>
              Paid {line.amount} on {line.date}
              {line.cardLast4 ? ` with the card ending in ${line.cardLast4}` : ' by card'}.
            </li>
          ))}
        </ul>
      ) : null}
      {refunded.length > 0 ? (
        <ul className="payment__refunded">
          {refunded.map((line, index) => (
            <li key={index}>
              Refunded {line.amount} on {line.date} to the same card.
            </li>
          ))}
        </ul>
      ) : null}
      {fullyRefunded ? <p>Everything you paid online for this visit was refunded.</p> : null}
      {balance ? (
        <form method="post" action={balance.action} className="payment__pay">
          <p>
            {deposit
              ? `Thank you for approving the estimate. Please pay the ${balance.amount} deposit by card, on Stripe's secure payment page; it is credited on your final receipt.`
              : `You can pay the ${balance.amount} due for this visit by card, on Stripe's secure payment page.`}
          </p>
          <button type="submit" className="btn btn--primary">
            {deposit ? 'Pay Deposit' : 'Pay'} {balance.amount}
          </button>
        </form>
      ) : null}
    </div>
  );
}
