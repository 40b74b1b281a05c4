/**
 * The office's sign-in throttle (decision 0036). Failures are rows in the database, so every server counts the same
 * ones; they expire, so nothing locks an account for good.
 *
 * - `failuresPerAccountAndClient`: wrong passwords one client (address) may try at one account (the e-mail typed)
 *   in `windowMinutes`; past it that client waits, and nobody else does.
 * - `failuresPerClient`: wrong passwords one client may try across all accounts in `windowMinutes` (one address
 *   trying many e-mails).
 * - `failuresPerAccountPerDay`: wrong passwords at one account from every client together in 24 hours; past it, a
 *   client that already failed at that account `failuresPerClientPastDailyBound` times in those 24 hours is
 *   refused, while a client that has not still signs in with the right password.
 * - `deadLinksPerClient`: set-password links that open nothing, per client in `windowMinutes`: a budget of their
 *   own, apart from the sign-ins; a link that works always opens.
 */
export const officeSignInLimits = {
  failuresPerAccountAndClient: 5,
  failuresPerClient: 20,
  windowMinutes: 15,
  failuresPerAccountPerDay: 100,
  failuresPerClientPastDailyBound: 3,
  deadLinksPerClient: 5,
  /** Forgot password: links asked for one address in `resetWindowMinutes` (past it, the same answer, no e-mail). */
  resetsPerAddress: 3,
  /** Forgot password: addresses one client may ask links for in `resetWindowMinutes` (past it, 429). */
  resetsPerClient: 10,
  resetWindowMinutes: 60,
} as const;
