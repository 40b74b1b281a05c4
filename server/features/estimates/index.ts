import { post, type Feature, type FeatureContext } from '../../kernel/feature';
import { outboxHooks, type Outbox } from '../../kernel/queue/worker';
import type { BookingOffers, VisitTexts } from '../booking';
import { estimatesOnManagePage } from './manage-section';
import { startEstimateOutbox, type EstimateOutboxOptions } from './outbox';
import { provideEstimates } from './routes/answer';
import { approveEstimate } from './routes/estimate-approve';
import { declineEstimate } from './routes/estimate-decline';
import { priceBookItems, taxRates } from './store';
import { estimateSummaries, estimatesWaiting, type EstimateSummaries, type EstimatesWaiting } from './summaries';
import type { EstimatesOfficeTools } from './tools';

export interface EstimatesTuning {
  /** Retry timing, logging and clock of the estimates' outbox (only started when SMTP_URL is set). */
  outbox?: EstimateOutboxOptions;
}

/** What the office's screens use, and what the features after it read: the price book, the tax rates. */
export interface EstimatesOffers {
  office: EstimatesOfficeTools;
  priceBook: { items: typeof priceBookItems; taxRates: typeof taxRates };
  /** A visit's estimates as its pages list them, and where New Estimate leads (the visits feature's pages). */
  summaries: EstimateSummaries;
  /** Today's: the answers just in, and the estimates unanswered after 48 hours. */
  waiting: EstimatesWaiting;
}

/**
 * Estimates (docs/jobs.md): the owner's price book and the sales tax on parts (decision 0049); a quote of up to
 * three options written on a visit, sent by e-mail with its PDF (and a text where the customer agreed), and
 * approved or declined by the customer on their own manage page, which booking lets it add to.
 */
export function estimatesFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers; texts: VisitTexts | undefined },
  tuning: EstimatesTuning = {},
): Feature<EstimatesOffers> {
  const { config, database, now } = context;
  let outbox: Outbox | undefined;
  if (config.mail)
    outbox = startEstimateOutbox(
      config.mail,
      database,
      { siteUrl: config.siteUrl, now },
      { ...outboxHooks(context), now, ...tuning.outbox },
    );
  const nudge = () => outbox?.nudge();
  uses.booking.addManageSection(estimatesOnManagePage(database));
  const { form } = uses.booking.routeChains;
  const provide = provideEstimates({ database, nudge, deposits: config.stripe !== undefined });
  return {
    name: 'estimates',
    routes: [
      post('/booking/:token/estimates/:id/approve', ...form, provide, approveEstimate),
      post('/booking/:token/estimates/:id/decline', ...form, provide, declineEstimate),
    ],
    workers: outbox ? { estimates: outbox } : {},
    offers: {
      office: { database, ownVisit: uses.booking.ownVisit, texts: uses.texts, nudge },
      priceBook: { items: priceBookItems, taxRates },
      summaries: estimateSummaries(database),
      waiting: estimatesWaiting(database),
    },
  };
}

export { estimatesOfficeLines } from './office/routes';
export {
  lineTotalCents,
  optionTotals,
  partsTaxCents,
  formatPercent,
  type EstimateLine,
  type OptionTotals,
} from './money';
export type { PriceBookItem, TaxRate } from './store';
export type { EstimateSummaries, EstimatesWaiting, EstimateWaiting } from './summaries';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { estimateEmailKind } from './outbox';
