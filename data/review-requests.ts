/**
 * The rules of verified reviews as the customer meets them (server/features/reviews/, docs/reviews.md): how long the
 * e-mailed link works, how much the form takes, which answers are offered a call back, and the form's limit.
 * When the request goes out after a visit is Done is a setting (REVIEW_REQUEST_DELAY_HOURS), not a rule here.
 */
export const reviewRules = {
  /** The link works this long after the request is due; later it answers 410 with the phone number. */
  linkValidDays: 60,
  /** The few words, in characters; a longer answer is refused with this number in its message. */
  bodyMaxLength: 600,
  /** Stars from 1 to 5; an answer of at most this many is offered a call back and the office is alerted. */
  callbackAtMost: 3,
  /** Review form posts (answers and call-back requests) one client address may send in the window below. */
  postsPerClient: 10,
  postsWindowMinutes: 10,
  /** Stars from which the thanks also offers the business's Google profile (googleProfileUrl, data/business.ts). */
  googleInviteFrom: 4,
} as const;

/**
 * The only reasons the owner may hide a verified review (docs/reviews.md, "The policy"). None is about its stars
 * or its tone towards us: the FTC's rule on reviews (16 CFR 465) forbids suppressing reviews by their rating, so a
 * low answer stays published unless one of these is true of it. Migration 0038-review-hides checks the same keys.
 */
export const REVIEW_HIDE_REASONS = {
  spam: 'Spam',
  'not-about-a-visit': 'Not about a visit',
  'personal-information': 'Personal information',
  'abusive-language': 'Abusive language',
} as const;

export type ReviewHideReason = keyof typeof REVIEW_HIDE_REASONS;

/** The words beside each number of stars, for the radio group and the office. */
export const STAR_WORDS: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};
