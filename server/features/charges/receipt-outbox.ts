import type { AppDatabase } from '../../kernel/db/database';
import { leaseQueue } from '../../kernel/queue/lease-queue';
import type { MailConfig } from '../../kernel/config';
import { createMailTransport } from '../../kernel/mail/mailer';
import {
  closingMailer,
  createOutboxWorker,
  type LeadOutbox,
  type MailQueue,
  type StartOutboxOptions,
} from '../leads/outbox';
import { toStoredBooking, type StoredBooking } from '../booking';
import { composeReceiptEmail } from './receipt';
import { toVisitCharge, type VisitCharge } from './store';

/** One receipt to send: the visit and its price as they are when it is claimed (a correction queues anew). */
export interface ReceiptItem {
  booking: StoredBooking;
  charge: VisitCharge;
}

/**
 * The receipts waiting in visit_charges, claimed with a lease (server/kernel/queue/lease-queue.ts), so with several servers
 * each goes out from one of them; keyed by receipt_id, which a correction renews.
 */
export function receiptQueue(database: AppDatabase): MailQueue<ReceiptItem> {
  const { db } = database;
  const queue = leaseQueue(database, {
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
  });
  return {
    async claimNext(owner, now, leaseMs) {
      const claimed = await queue.claim(owner, now, leaseMs);
      if (!claimed) return undefined;
      const booking = await db
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', claimed.booking_id)
        .executeTakeFirst();
      return {
        // Set on every row the form queued, and only those are ever pending.
        id: claimed.receipt_id ?? '',
        item: { booking: toStoredBooking(booking ?? { id: claimed.booking_id }), charge: toVisitCharge(claimed) },
        attempts: Number(claimed.receipt_attempts) || 0,
      };
    },
    record: (id, owner, outcome, now) => queue.record(id, owner, outcome, now),
    pendingIds: () => queue.pendingIds(),
    nextDue: (now) => queue.nextDue(now),
  };
}

export type ReceiptOutboxOptions = StartOutboxOptions;

/** The receipts' outbox: the lead outbox's worker (leases, retries, backoff) over visit_charges, with its own relay. */
export function startReceiptOutbox(
  mail: MailConfig,
  database: AppDatabase,
  options: ReceiptOutboxOptions = {},
): LeadOutbox {
  const { mailer: mailerOptions, stopGraceMs = 1_000, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const outbox = createOutboxWorker<ReceiptItem>({
    ...outboxOptions,
    database,
    queue: receiptQueue(database),
    send: async ({ booking, charge }) =>
      transport.send(await composeReceiptEmail(booking, charge, { from: mail.from, to: mail.to })),
    names: {
      queue: () => 'receipt',
      item: (id) => `receipt ${id}`,
      worker: 'receipt e-mail',
      left: (count) => `${count} receipt e-mail(s) pending`,
      kept: 'the price is stored',
    },
  });
  return closingMailer(outbox, transport, stopGraceMs);
}
