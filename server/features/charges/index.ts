import type { Feature, FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import { ownVisitPolicy } from '../booking';
import { jobPricingSlot, type JobPricing } from './job-pricing';
import {
  receiptPaymentSlot,
  startReceiptOutbox,
  type ReceiptOutboxOptions,
  type ReceiptPaymentProvider,
} from './receipt';
import { visitCharges, type VisitCharges } from './store';
import { chargesOfficeTools, type ChargesOfficeTools } from './tools';

export interface ChargesTuning {
  /** Retry timing, logging and clock of the receipt outbox (only started when SMTP_URL is set). */
  outbox?: ReceiptOutboxOptions;
}

/** What the office uses: the prices of Done visits (showing them), and the price screens' own tools. */
export interface ChargesOffers {
  charges: VisitCharges;
  office: ChargesOfficeTools;
  /** Where the jobs feature (after this one) says how a job's return visit is priced, at start-up. */
  addJobPricing(pricing: JobPricing): void;
  /** Where the payments feature (after this one) says what a receipt's customer has left to pay online. */
  addReceiptPayment(provider: ReceiptPaymentProvider): void;
}

/**
 * Price and receipt (docs/office.md, decision 0027): the price of each Done visit in visit_charges, and the
 * receipt e-mail with its PDF, sent by this feature's own outbox over the same table. Its screens are the
 * office's (server/features/charges/office/visit-price*.tsx); it answers no route itself.
 */
export function chargesFeature(context: FeatureContext, tuning: ChargesTuning = {}): Feature<ChargesOffers> {
  const { config, database, now } = context;
  let outbox: Outbox | undefined;
  const receiptPayment = receiptPaymentSlot();
  if (config.mail) {
    outbox = startReceiptOutbox(
      config.mail,
      database,
      {
        ...outboxHooks(context),
        now,
        ...tuning.outbox,
      },
      receiptPayment,
    );
  }
  const charges = visitCharges(database);
  const jobPricing = jobPricingSlot();
  // The outbox's own nudge, once a price is committed; without a relay there is nothing to wake.
  const nudge = outbox ? outbox.nudge : () => undefined;
  const office = chargesOfficeTools(database, charges, ownVisitPolicy(database), nudge, jobPricing);
  return {
    name: 'charges',
    routes: [],
    workers: outbox ? { receipts: outbox } : {},
    offers: {
      charges,
      office,
      addJobPricing: (pricing) => void (jobPricing.current = pricing),
      addReceiptPayment: (provider) => void (receiptPayment.current = provider),
    },
  };
}

export { chargesOfficeLines } from './office/routes';
export { priceView } from './office/price-page';
export { priceHref } from './office/visit-price-record';
export type { ChargesOfficeTools } from './tools';
export type { JobPrice, JobPricing } from './job-pricing';
export type { ReceiptPayment, ReceiptPaymentProvider } from './receipt';
export type { VisitCharge, VisitCharges } from './store';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { receiptKind } from './receipt';
/** The receipt's letterhead, which the estimate's PDF shares. */
export { letterPdf, MARGIN as LETTER_MARGIN, winAnsi, type LetterPen } from './receipt';
