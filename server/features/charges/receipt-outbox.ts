import type { AppDatabase } from '../../kernel/db/database';
import type { MailConfig } from '../../kernel/config';
import { createMailTransport } from '../../kernel/mail/mailer';
import { kindQueue, queueKind } from '../../kernel/queue/kinds';
import { startOutbox, type MailQueue, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { toStoredBooking, type StoredBooking } from '../booking';
import { composeReceiptEmail } from './receipt';
import { receiptPaymentSlot, type ReceiptPaymentSlot } from './receipt-payment';
import { jobVisitDays, toVisitCharge, type VisitCharge } from './store';

/** One receipt to send: the visit and its price as they are when it is claimed (a correction queues anew). */
export interface ReceiptItem {
  booking: StoredBooking;
  charge: VisitCharge;
}

/**
 * A visit's receipt, as a kind of the one queue (server/kernel/queue/kinds.ts): its state lives in visit_charges,
 * keyed by receipt_id, which a correction renews.
 */
export const receiptKind = queueKind({
  name: 'receipt',
  label: 'Receipts',
  columns: {
    table: 'visit_charges',
    key: 'receipt_id',
    status: 'receipt_status',
    nextAttemptAt: 'receipt_next_attempt_at',
    attempts: 'receipt_attempts',
    lastError: 'receipt_last_error',
    sentAt: 'receipt_sent_at',
    failedAt: 'receipt_failed_at',
    claimOrder: ['updated_at', 'receipt_id'],
    pendingOrder: ['updated_at', 'receipt_id'],
  },
  since: 'coalesce(receipt_queued_at, updated_at)',
});

/** The receipts waiting in visit_charges, claimed with a lease, so with several servers each goes out once. */
export function receiptQueue(database: AppDatabase): MailQueue<ReceiptItem> {
  const { db } = database;
  return kindQueue(database, receiptKind, {
    async take(claimed) {
      const booking = await db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', claimed.booking_id)
        .executeTakeFirst();
      // A return visit's receipt covers its job: it names the job's visits.
      const jobVisits = await jobVisitDays(db, claimed.booking_id);
      return {
        booking: toStoredBooking(booking ?? { id: claimed.booking_id }),
        charge: { ...toVisitCharge(claimed), jobVisits },
      };
    },
  });
}

export type ReceiptOutboxOptions = StartOutboxOptions;

/**
 * The receipts' outbox: the one queue worker over the receipt kind, with its own relay connection. `payment` (the
 * payments feature's, when on) says what is left to pay online as each receipt is written.
 */
export function startReceiptOutbox(
  mail: MailConfig,
  database: AppDatabase,
  options: ReceiptOutboxOptions = {},
  payment: ReceiptPaymentSlot = receiptPaymentSlot(),
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  return startOutbox<ReceiptItem>({
    ...outboxOptions,
    database,
    transport,
    queue: receiptQueue(database),
    send: async ({ booking, charge }) =>
      transport.send(
        await composeReceiptEmail(
          booking,
          charge,
          { from: mail.from, to: mail.to },
          await payment.current(booking, charge),
        ),
      ),
    names: {
      item: (id) => `receipt ${id}`,
      worker: 'receipt e-mail',
      left: (count) => `${count} receipt e-mail(s) pending`,
      kept: 'the price is stored',
    },
  });
}
