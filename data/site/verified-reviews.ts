/**
 * A review a customer wrote after a visit we made, as the site shows it once the owner published it
 * (docs/content.md, "Verified reviews on the site"). Only what the customer agreed to show: a first name and
 * last initial, the town, the appliance and the month of the visit, never a street, e-mail or phone.
 */
export interface VerifiedReview {
  /** The review's id: a key for lists, never shown. */
  id: string;
  /** "Maria G.": the first name and the initial of the last. */
  author: string;
  /** The town as the customer's visit had it ("Silver Spring"); '' when not known. */
  city: string;
  /** The service's slug (washer-repair), so its page can show the review. */
  service: string;
  /** What was repaired, as a visitor says it: "Washer". */
  appliance: string;
  /** The month of the visit in the business's time zone, "2026-03". */
  visited: string;
  rating: number;
  /** The customer's words, as they wrote them ('' when they gave stars only). */
  text: string;
  /** The day the customer wrote it, "2026-03-14" in the business's time zone (the markup's datePublished). */
  written: string;
}

/** How many verified reviews each page shows at most, newest first: a page's size never grows with the table. */
export const verifiedReviewLimits = {
  /** /reviews shows every published one, this many a page (/reviews?page=2 and on), newest first. */
  reviewsPage: 20,
  /** The highest page number /reviews?page= keeps in the page cache; a later page is rendered per request. */
  reviewsPagesCached: 200,
  /** The home page: proof beside the rating. */
  homePage: 3,
  /** A service page: the reviews about that service. */
  servicePage: 3,
  /** A city page: the reviews from that town. */
  cityPage: 3,
} as const;

/** The most team members /about shows (the shop has a handful; the bound keeps the page's size fixed). */
export const teamOnAboutLimit = 24;

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" -> "March 2026". */
export function visitMonthLabel(visited: string): string {
  const date = new Date(`${visited}-01T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date);
}
