import type { Feature, FeatureContext } from '../app/feature';
import type { BookingOffers } from '../booking';
import { officeHandlers, type OfficeOptions } from './http';
import { officeNav, officeRoutes } from './routes';
import { createOfficeStore } from './store';

export interface OfficeTuning {
  /** The sign-in throttle; tests shorten it. */
  limits?: OfficeOptions['limits'];
}

/**
 * The back office (docs/office.md): sign-in, sessions and CSRF, and one module per screen under screens/, behind
 * the guard its own route table (routes.tsx) applies. It works on booking's store and schedule, not copies.
 */
export function officeFeature(
  context: FeatureContext,
  uses: { booking: BookingOffers },
  tuning: OfficeTuning = {},
): Feature {
  const { config, database, now, sameSite, site } = context;
  const { calendarFeed, ...booking } = uses.booking;
  const office = officeHandlers(
    {
      store: createOfficeStore(database),
      siteUrl: config.siteUrl,
      assets: site.assets,
      now,
      limits: tuning.limits,
      booking,
      calendarFeed,
    },
    () => officeNav,
  );
  return { name: 'office', routes: officeRoutes(office, sameSite), workers: {}, offers: undefined };
}
