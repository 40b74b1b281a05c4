import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { AppDatabase } from '../../../kernel/db/database';

/** What the Refund screens work with: the database, and the one Stripe client (stripe-api.ts) when payments are on. */
export interface RefundOfficeTools {
  database: AppDatabase;
  /** Undefined while online payment is off: past payments still show, and are refunded on Stripe's Dashboard. */
  stripe: Stripe | undefined;
  logger: Logger;
}
