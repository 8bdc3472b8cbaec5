import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** Whether a sign-in attempt may go on (after its wait), or the seconds after which to try again. */
export type Turn = { ok: true } | { ok: false; retryAfter: number };

export type SignInCeiling = {
  /** Waits for this attempt's slot while failures are over the threshold; refuses when the wait would be too long. */
  turn(): Promise<Turn>;
  /** Counts one failed sign-in of the whole server. */
  recordFailure(): Promise<void>;
};

type Options = {
  /** Counts every failure in its window; over `threshold` failures, attempts take turns. */
  failures: RateLimiterAbstract;
  threshold: number;
  /** Time between two attempts' slots while slowed: about one password check per interval. */
  intervalMs: number;
  /** An attempt whose slot is further away than this is answered 429 at once instead of waiting. */
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const ALL = 'all';
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A server-wide ceiling on password guessing from many addresses: the per-address and per-e-mail limits do not
 * stop an attacker who rotates both. It slows sign-in instead of locking everyone out: once failures pass the
 * threshold, attempts queue for one slot per interval, and only an attempt facing a long queue is refused.
 */
export function createSignInCeiling(options: Options): SignInCeiling {
  const { failures, threshold, intervalMs, maxWaitMs, now = () => Date.now(), sleep = realSleep } = options;
  let nextSlot = 0;
  return {
    async turn() {
      const counted = await failures.get(ALL);
      if ((counted?.consumedPoints ?? 0) <= threshold) return { ok: true };
      // Reserved synchronously after the await, so attempts arriving together get distinct slots.
      const at = now();
      const slot = Math.max(at, nextSlot);
      const wait = slot - at;
      if (wait > maxWaitMs) return { ok: false, retryAfter: Math.ceil(wait / 1000) };
      nextSlot = slot + intervalMs;
      if (wait > 0) await sleep(wait);
      return { ok: true };
    },
    async recordFailure() {
      await failures.penalty(ALL);
    },
  };
}
