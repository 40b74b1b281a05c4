import { officeSignInLimits } from '../../data/office';
import type { OfficeStore } from './store';

/**
 * How many failures are let through before the office answers 429 (data/office.ts, decision 0036). Failures are
 * rows in the database (every server counts the same ones) and expire, so nothing locks an account for good;
 * and a client that has not failed is never held back by the failures of others.
 */
export interface ThrottleLimits {
  /** Wrong passwords one client may try at one account in `windowMs`. */
  perAccountAndClient: number;
  /** Wrong passwords one client may try across all accounts in `windowMs`. */
  perClient: number;
  windowMs: number;
  /** Wrong passwords at one account from every client in `dayMs`: past it, `pastDailyBound` per client. */
  perAccountPerDay: number;
  /** Past the account's daily bound, how many wrong passwords a client may have tried there in `dayMs`. */
  pastDailyBound: number;
  dayMs: number;
  /** Set-password links that open nothing, per client in `windowMs`. */
  deadLinks: number;
  /** Forgot password: links asked for one address in `resetWindowMs`; past it, the same answer and no e-mail. */
  resetsPerAddress: number;
  /** Forgot password: asks from one client in `resetWindowMs`; past it, 429. */
  resetsPerClient: number;
  resetWindowMs: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  perAccountAndClient: officeSignInLimits.failuresPerAccountAndClient,
  perClient: officeSignInLimits.failuresPerClient,
  windowMs: officeSignInLimits.windowMinutes * 60_000,
  perAccountPerDay: officeSignInLimits.failuresPerAccountPerDay,
  pastDailyBound: officeSignInLimits.failuresPerClientPastDailyBound,
  dayMs: 24 * 60 * 60_000,
  deadLinks: officeSignInLimits.deadLinksPerClient,
  resetsPerAddress: officeSignInLimits.resetsPerAddress,
  resetsPerClient: officeSignInLimits.resetsPerClient,
  resetWindowMs: officeSignInLimits.resetWindowMinutes * 60_000,
};

export type Throttle = ReturnType<typeof throttle>;

export function throttle(store: OfficeStore, limits: Partial<ThrottleLimits> = {}) {
  const {
    perAccountAndClient,
    perClient,
    windowMs,
    perAccountPerDay,
    pastDailyBound,
    dayMs,
    deadLinks,
    resetsPerAddress,
    resetsPerClient,
    resetWindowMs,
  } = { ...DEFAULT_LIMITS, ...limits };
  const keepMs = Math.max(windowMs, dayMs, resetWindowMs);
  /** How long until a limit of `limit` failures over `spanMs`, reached, lets the next one through (ms; 0 if not). */
  const waitFor = async (
    scope: Parameters<OfficeStore['nthNewestFailure']>[0],
    limit: number,
    spanMs: number,
    at: number,
  ) => {
    // This attempt is among the failures read: the one after `limit` of them is the first to wait.
    const oldest = await store.nthNewestFailure(scope, new Date(at - spanMs), limit + 1);
    return oldest === undefined ? 0 : Date.parse(oldest) + spanMs - at;
  };
  return {
    /**
     * Counts this sign-in before its password is checked, then judges it by the attempts before it, its own
     * included: checking first and recording after let a burst of simultaneous guesses all pass the check while the
     * first ones were still being verified. An attempt past a limit is taken back (it was never tried) and waits
     * the seconds returned; one let through counts as a failure until `succeeded` takes it back.
     *
     * Refused: a client past its limit at this account, or across accounts; and, once the account has had its
     * daily bound of failures from everyone, a client that has itself failed there a few times that day. A client
     * that has not failed is never refused for others' failures: the right password signs in.
     */
    async attempt(emailKey: string, client: string, now: Date): Promise<{ id: string; wait: number }> {
      const at = now.getTime();
      const id = await store.recordFailure(emailKey, client, now, keepMs);
      const [pair, fromClient, account, pairToday] = await Promise.all([
        waitFor({ kind: 'sign-in', emailKey, client }, perAccountAndClient, windowMs, at),
        waitFor({ kind: 'sign-in', client }, perClient, windowMs, at),
        waitFor({ kind: 'sign-in', emailKey }, perAccountPerDay, dayMs, at),
        waitFor({ kind: 'sign-in', emailKey, client }, pastDailyBound, dayMs, at),
      ]);
      // The daily bound holds a client back only while both it and the client's own count stand.
      const ms = Math.max(pair, fromClient, Math.min(account, pairToday));
      if (ms <= 0) return { id, wait: 0 };
      await store.forgetFailure(id);
      return { id, wait: Math.ceil(ms / 1000) };
    },
    /** The password was right: this attempt was no failure, and this client's count at the account starts again. */
    succeeded: async (id: string, emailKey: string, client: string) => {
      await store.forgetFailure(id);
      await store.clearFailuresOf(emailKey, client);
    },
    /**
     * Counts a set-password link that opened nothing, in the links' own budget: the seconds to wait when the client
     * is past it (the failure then taken back), else 0. A link that works is never counted or refused: its secret
     * cannot be guessed, and a guesser's wrong passwords from the same address must not keep a new person out.
     */
    async deadLink(client: string, now: Date): Promise<number> {
      const at = now.getTime();
      const id = await store.recordFailure('', client, now, keepMs, 'link');
      const ms = await waitFor({ kind: 'link', client }, deadLinks, windowMs, at);
      if (ms <= 0) return 0;
      await store.forgetFailure(id);
      return Math.ceil(ms / 1000);
    },
    /**
     * Counts a Forgot password asked for this address from this client, then judges it: `wait` seconds when the
     * client is past its budget (answered 429, as a client trying address after address is one guessing them);
     * `send` false when the address has had its links for now (answered as any other, so nothing tells whether it
     * has an account, but no more mail goes to a mailbox someone is flooding). A refused ask is taken back.
     */
    async resetAsked(emailKey: string, client: string, now: Date): Promise<{ wait: number; send: boolean }> {
      const at = now.getTime();
      const id = await store.recordFailure(emailKey, client, now, keepMs, 'reset');
      const [fromClient, address] = await Promise.all([
        waitFor({ kind: 'reset', client }, resetsPerClient, resetWindowMs, at),
        waitFor({ kind: 'reset', emailKey }, resetsPerAddress, resetWindowMs, at),
      ]);
      if (fromClient <= 0 && address <= 0) return { wait: 0, send: true };
      await store.forgetFailure(id);
      return { wait: fromClient > 0 ? Math.ceil(fromClient / 1000) : 0, send: false };
    },
  };
}
