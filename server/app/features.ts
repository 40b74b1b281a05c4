import type { AppOptions } from './app';
import type { Feature, FeatureContext } from './feature';
import { bookingFeature } from '../booking';
import { leadsFeature } from '../leads';
import { officeFeature } from '../office';
import { pages } from '../routes';
import { seoFeature } from '../seo';

/**
 * Every feature of the site, each assembled by its folder's index.ts, in the order their routes are tried
 * (before the page table, which the app mounts last). A new feature is one folder and one line here; a feature
 * is handed what the ones above it offer.
 */
export function assembleFeatures(context: FeatureContext, options: AppOptions): Feature<unknown>[] {
  const seo = seoFeature(context, { pages });
  const leads = leadsFeature(context, { rateLimit: options.contactRateLimit, outbox: options.leadOutbox });
  const booking = bookingFeature(context, { rateLimit: options.bookingRateLimit, outbox: options.bookingOutbox });
  const office = officeFeature(context, { booking: booking.offers }, { limits: options.officeLimits });
  return [seo, leads, booking, office];
}
