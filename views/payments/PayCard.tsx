import { usePageMessages } from '../components/page-messages';

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
  const { payCard } = usePageMessages();
  const paidHeading = fullyRefunded ? payCard.refunded : payCard.paid;
  return (
    <div className="booking__card payment" id={id}>
      <h2 className="booking__heading">
        {deposit ? (balance ? payCard.deposit : payCard.depositPaid) : balance ? payCard.payment : paidHeading}
      </h2>
      {paid.length > 0 ? (
        <ul className="payment__paid">
          {paid.map((line, index) => (
            <li key={index}>
              {line.cardLast4
                ? payCard.paidWithCard(line.amount, line.date, line.cardLast4)
                : payCard.paidByCard(line.amount, line.date)}
            </li>
          ))}
        </ul>
      ) : null}
      {refunded.length > 0 ? (
        <ul className="payment__refunded">
          {refunded.map((line, index) => (
            <li key={index}>{payCard.refundedLine(line.amount, line.date)}</li>
          ))}
        </ul>
      ) : null}
      {fullyRefunded ? <p>{payCard.allRefunded}</p> : null}
      {balance ? (
        <form method="post" action={balance.action} className="payment__pay">
          <p>{deposit ? payCard.depositAsk(balance.amount) : payCard.balanceAsk(balance.amount)}</p>
          <button type="submit" className="btn btn--primary">
            {deposit ? payCard.payDeposit(balance.amount) : payCard.pay(balance.amount)}
          </button>
        </form>
      ) : null}
    </div>
  );
}
