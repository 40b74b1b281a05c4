import type { AppDatabase } from '../../../kernel/db/database';
import type { VisitTexts } from '../../booking';
import type { Logger } from 'pino';
import type { StripeClient } from '../stripe-api';

/** What the office's money screens work with. */
export interface PaymentsOfficeTools {
  database: AppDatabase;
  /** Whether online payment is on (STRIPE_SECRET_KEY): Send Pay Link is offered only then. */
  online: boolean;
  /** The texts feature's, where texts are on: the pay link is texted where the customer agreed. */
  texts: VisitTexts | undefined;
  /** Whether e-mail is on (SMTP_URL): the pay link is e-mailed where the customer gave an address. */
  mail: boolean;
  /** Wakes the pay-link e-mails' outbox after a commit that queued one. */
  nudgeMail(): void;
}

/** What the Refund screens work with: the database, and the one Stripe client (stripe-api.ts) when payments are on. */
export interface RefundOfficeTools {
  database: AppDatabase;
  /** Undefined while online payment is off: past payments still show, and are refunded on Stripe's Dashboard. */
  stripe: StripeClient | undefined;
  logger: Logger;
}
