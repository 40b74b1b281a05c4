import { officeSignInLimits } from '../../data/office';
import type { OfficeStore } from './store';

/**
 * How many failed sign-ins are let through before the office answers 429. Failures are rows in the database
 * (every server counts the same ones) and expire after `windowMs`, so the real owner waits at most that long:
 * nothing locks an account for good.
 */
export interface ThrottleLimits {
  perAccount: number;
  perClient: number;
  windowMs: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  perAccount: officeSignInLimits.failuresPerAccount,
  perClient: officeSignInLimits.failuresPerClient,
  windowMs: officeSignInLimits.windowMinutes * 60_000,
};

export type Throttle = ReturnType<typeof throttle>;

export function throttle(store: OfficeStore, limits: Partial<ThrottleLimits> = {}) {
  const { perAccount, perClient, windowMs } = { ...DEFAULT_LIMITS, ...limits };
  /** When `limit` or more failures fall in the window, the wait until the oldest that counts expires (ms). */
  const waitFor = (failures: string[], limit: number, at: number) =>
    failures.length < limit ? 0 : Date.parse(failures[failures.length - limit]!) + windowMs - at;
  return {
    /**
     * Counts this attempt before its password is checked, then judges it by every attempt in the window, its own
     * included: checking first and recording after let a burst of simultaneous guesses all pass the check while the
     * first ones were still being verified. An attempt past the limit is taken back (it was never tried) and waits
     * the seconds returned; one let through counts as a failure until `succeeded` takes it back.
     */
    async attempt(emailKey: string, client: string, now: Date): Promise<{ id: string; wait: number }> {
      const at = now.getTime();
      const id = await store.recordFailure(emailKey, client, now, windowMs);
      const { account, client: fromClient } = await store.failuresSince(emailKey, client, new Date(at - windowMs));
      // This attempt is among them: the one after `limit` failures is the first to wait, as before.
      const ms = Math.max(waitFor(account, perAccount + 1, at), waitFor(fromClient, perClient + 1, at));
      if (ms <= 0) return { id, wait: 0 };
      await store.forgetFailure(id);
      return { id, wait: Math.ceil(ms / 1000) };
    },
    /** The password was right: this attempt was no failure, and the account's count starts again. */
    succeeded: async (id: string, emailKey: string) => {
      await store.forgetFailure(id);
      await store.clearAccountFailures(emailKey);
    },
  };
}
