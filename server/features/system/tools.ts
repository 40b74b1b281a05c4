import type { Transaction } from 'kysely';
import type { Tables } from '../../kernel/db/schema';
import type { OpenIncident } from './alerts';
import type { FailedMessage, QueueState } from './queues';
import type { StorageFacts } from './storage';

/** What the office's System screen reads and does (docs/operations.md#the-system-screen-and-alerts). */
export interface SystemTools {
  version: string;
  /** How long a queue's oldest message may wait before it is an incident (QUEUE_ALERT_MINUTES). */
  thresholdMs: number;
  queues(now: Date): Promise<QueueState[]>;
  failed(): Promise<FailedMessage[]>;
  incidents(): Promise<OpenIncident[]>;
  storage(): Promise<StorageFacts>;
  /** Puts a failed message back in its queue; false when there is no such failed message or it cannot be. */
  retry(queue: string, id: string, now: Date): Promise<boolean>;
  dismiss(queue: string, id: string, by: string, now: Date): Promise<boolean>;
  /** As `retry`, in `trx`: the transaction of the office's action that also writes its activity line. */
  retryIn(trx: Transaction<Tables>, queue: string, id: string, now: Date): Promise<boolean>;
  /** As `dismiss`, in `trx`: the transaction of the office's action that also writes its activity line. */
  dismissIn(trx: Transaction<Tables>, queue: string, id: string, by: string, now: Date): Promise<boolean>;
}
