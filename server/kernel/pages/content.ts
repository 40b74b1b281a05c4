import type { VerifiedReview } from '../../../data/site/verified-reviews';

/** A team member as /about shows them: what technicianCard gives customers (first name, bio, photo), never more. */
export interface TeamMember {
  firstName: string;
  bio: string;
  /** /team/photos/{id}, when they have a photo. */
  photoUrl?: string;
}

/**
 * What the cached pages show of the database, as one server last read it: the published reviews each page
 * shows (bounded per page, newest first) and the active technicians. Pages are built from this snapshot alone,
 * so rendering one never waits on, or fails with, the database.
 */
export interface PublicContent {
  reviews: {
    /** Every published review, counted (what /reviews says it shows the newest of). */
    count: number;
    /** The newest published reviews, for /reviews and (the first few) the home page. */
    newest: VerifiedReview[];
    /** By service slug, the newest about that service. */
    byService: Readonly<Record<string, VerifiedReview[]>>;
    /** By city page slug, the newest from that town. */
    byCity: Readonly<Record<string, VerifiedReview[]>>;
  };
  team: TeamMember[];
}

/** Before the first reading (or with the database down at start-up): the pages without a verified block or team. */
export const NO_PUBLIC_CONTENT: PublicContent = {
  reviews: { count: 0, newest: [], byService: {}, byCity: {} },
  team: [],
};

/**
 * What each page that shows public content shows of it, by page path: a page whose part differs between two
 * snapshots must be rendered again; every other page keeps its bytes and ETag.
 */
export function pageParts(content: PublicContent, homeCount: number): Map<string, unknown> {
  const { reviews } = content;
  const parts = new Map<string, unknown>([
    ['/reviews', { count: reviews.count, newest: reviews.newest }],
    ['/', reviews.newest.slice(0, homeCount)],
    ['/about', content.team],
  ]);
  for (const [slug, shown] of Object.entries(reviews.byService)) parts.set(`/services/${slug}`, shown);
  for (const [slug, shown] of Object.entries(reviews.byCity)) parts.set(`/cities/${slug}`, shown);
  return parts;
}

/** The page paths whose part of the public content differs between two snapshots. */
export function changedPages(before: PublicContent, after: PublicContent, homeCount: number): string[] {
  const old = pageParts(before, homeCount);
  const now = pageParts(after, homeCount);
  const paths = new Set([...old.keys(), ...now.keys()]);
  return [...paths].filter((path) => JSON.stringify(old.get(path) ?? []) !== JSON.stringify(now.get(path) ?? []));
}
