import type { Feature, FeatureContext } from './feature';
import { bookingFeature, type BookingTuning } from '../booking';
import { chargesFeature, type ChargesTuning } from '../charges';
import { leadsFeature, type LeadsTuning } from '../leads';
import { officeFeature, type OfficeTuning } from '../office';
import { pages } from '../routes';
import { seoFeature } from '../seo';
import { teamFeature } from '../team';
import { textsFeature, type TextsTuning } from '../texts';

/** What tests and benchmarks may set of the features: limits raised, clocks and outboxes tuned. */
export interface FeatureTuning {
  /** Contact-form submissions allowed per client; tests that send many raise it. */
  contactRateLimit?: LeadsTuning['rateLimit'];
  /** Booking requests allowed per client; tests that send many raise it. */
  bookingRateLimit?: BookingTuning['rateLimit'];
  /** The surge defence's thresholds (data/booking.ts's surgeRules by default); the benchmark raises them. */
  surgeRules?: BookingTuning['surgeRules'];
  /** The clock booking rules and the office (sessions, throttling, Today) read; tests set it. */
  now?: () => Date;
  /** The office's sign-in throttle; tests shorten it. */
  officeLimits?: OfficeTuning['limits'];
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  leadOutbox?: LeadsTuning['outbox'];
  /** Retry timing, logging and clock of the booking e-mail outbox (only started when SMTP_URL is set). */
  bookingOutbox?: BookingTuning['outbox'];
  /** Retry timing, logging and clock of the receipt outbox (only started when SMTP_URL is set). */
  receiptOutbox?: ChargesTuning['outbox'];
  /** Retry timing, deadline, logging and clock of the text outbox (only started when SMS_URL is set). */
  textOutbox?: TextsTuning['outbox'];
}

/**
 * Every feature of the site, each assembled by its folder's index.ts, in the order their routes are tried
 * (before the page table, which the app mounts last). A new feature is one folder and one line here; a feature
 * is handed what the ones above it offer.
 */
export function assembleFeatures(context: FeatureContext, options: FeatureTuning): Feature<unknown>[] {
  const seo = seoFeature(context, { pages });
  const leads = leadsFeature(context, { rateLimit: options.contactRateLimit, outbox: options.leadOutbox });
  const texts = textsFeature(context, { outbox: options.textOutbox });
  // Before booking: what customers see of the technician coming (technicianCard) is the team's.
  const team = teamFeature(context);
  const booking = bookingFeature(context, {
    rateLimit: options.bookingRateLimit,
    surgeRules: options.surgeRules,
    outbox: options.bookingOutbox,
    technicianCard: team.offers.technicianCard,
    // The consent box and the visit's texts beside its e-mails.
    texts: texts.offers,
  });
  // Price and receipt: the prices of Done visits and the receipt outbox; the office's screens record them.
  const charges = chargesFeature(context, { outbox: options.receiptOutbox });
  const office = officeFeature(
    context,
    { booking: booking.offers, team: team.offers, texts: texts.offers, charges: charges.offers },
    { limits: options.officeLimits },
  );
  return [seo, leads, texts, team, booking, charges, office];
}
