import type { Feature, FeatureContext } from '../../kernel/feature';
import type { TeamOffers } from '../team';
import { contentPoller } from './store';

/** How often each server reads whether the published reviews or the team changed, by default. */
export const PUBLIC_CONTENT_POLL_MS = 2_000;

/** What the features after it may use: a publish or a team edit on this server shows on its pages at once. */
export interface PublicContentOffers {
  /** Reads the database now instead of at the next poll (nothing when this server does not read it). */
  refresh: () => Promise<void>;
}

export interface PublicContentTuning {
  /** Milliseconds between readings (PUBLIC_CONTENT_POLL_MS by default); tests shorten it. */
  pollMs?: number;
}

/**
 * What the cached pages show of the database (docs/content.md, "Verified reviews on the site" and "Our team"):
 * published reviews on /reviews, the home, service and city pages, and the technicians on /about. Each server
 * keeps a snapshot and reads a cheap version every few seconds; when it moves, only the pages that show what
 * changed are rendered again (docs/performance.md, "Pages that show the database"). Pages never read the
 * database themselves, so they keep being served while it is down.
 *
 * Reading starts only where the server was asked to (`tuning`; server/index.ts always asks): an app made for one
 * test opens no database it was not meant to and shows no verified reviews or team.
 */
export function publicContentFeature(
  context: FeatureContext,
  uses: { team: TeamOffers },
  tuning?: PublicContentTuning,
): Feature<PublicContentOffers> {
  const poller =
    tuning &&
    contentPoller({
      database: context.database,
      readTeam: uses.team.publicTeam,
      show: context.site.showContent,
      logger: context.logger,
      pollMs: tuning.pollMs ?? PUBLIC_CONTENT_POLL_MS,
    });
  return {
    name: 'public content',
    routes: [],
    workers: poller ? { poller } : {},
    offers: { refresh: async () => poller?.poll() },
  };
}
