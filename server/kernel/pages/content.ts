import { verifiedReviewLimits, type VerifiedReview } from '../../../data/site/verified-reviews';

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
    /** Every published review, counted. */
    count: number;
    /**
     * Every answer received, whatever became of it (hidden ones included), counted and averaged: what /reviews
     * states beside them, so hiding never moves the figures (16 CFR 465).
     */
    answers: { count: number; average: number };
    /** Every published review, newest first: /reviews pages through them, the home page shows the first few. */
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
  reviews: { count: 0, answers: { count: 0, average: 0 }, newest: [], byService: {}, byCity: {} },
  team: [],
};

/**
 * What each page that shows public content shows of it, by page path: a page whose part differs between two
 * snapshots must be rendered again; every other page keeps its bytes and ETag.
 */
export function pageParts(content: PublicContent, homeCount: number): Map<string, unknown> {
  const { reviews } = content;
  const perPage = verifiedReviewLimits.reviewsPage;
  const parts = new Map<string, unknown>([
    ['/reviews', { answers: reviews.answers, count: reviews.count, shown: reviews.newest.slice(0, perPage) }],
    ['/', reviews.newest.slice(0, homeCount)],
    ['/about', content.team],
  ]);
  // Each later page of /reviews is its own cached page (its query is part of the key).
  for (let page = 2; (page - 1) * perPage < reviews.newest.length; page++)
    parts.set(`/reviews?page=${page}`, {
      answers: reviews.answers,
      count: reviews.count,
      shown: reviews.newest.slice((page - 1) * perPage, page * perPage),
    });
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
