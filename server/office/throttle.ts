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
    /** Seconds to wait before trying again (0: go ahead). */
    async wait(emailKey: string, client: string, now: Date): Promise<number> {
      const at = now.getTime();
      const { account, client: fromClient } = await store.failuresSince(emailKey, client, new Date(at - windowMs));
      const ms = Math.max(waitFor(account, perAccount, at), waitFor(fromClient, perClient, at));
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    failed: (emailKey: string, client: string, now: Date) => store.recordFailure(emailKey, client, now, windowMs),
  };
}
