/**
 * The office's sign-in throttle: failed sign-ins let through per account (the e-mail typed) and per client address
 * before the office answers 429, counted over the last `windowMinutes`. Failures are rows in the database, so
 * every server counts the same ones; they expire, so nothing locks an account for good.
 */
export const officeSignInLimits = { failuresPerAccount: 5, failuresPerClient: 20, windowMinutes: 15 } as const;
