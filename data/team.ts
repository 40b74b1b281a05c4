/**
 * The team screen's rules (docs/office.md): how long a set-password link lasts, how long a name and a bio may
 * be, and what a photo upload may be. A photo is re-encoded on the server to a small square WebP, so these limit
 * only what is uploaded, never what is kept.
 */
export const teamRules = {
  /** A set-password link works once, for this long after it was made. */
  inviteHours: 24,
  /** A link e-mailed by Forgot password works once, for this long: it reaches a mailbox that may not be theirs. */
  resetMinutes: 60,
  nameMaxLength: 80,
  /** One line a customer reads beside the technician's photo. */
  bioMaxLength: 140,
} as const;

export const photoRules = {
  /** The largest upload kept for re-encoding: a phone's full-size JPEG fits (most are 2 to 8 MB). */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Larger images are refused before decoding (a small file can hold a huge, memory-hungry image). */
  maxInputPixels: 40_000_000,
  /** The stored photo: a square this many pixels wide, WebP at this quality. */
  size: 320,
  quality: 80,
} as const;
