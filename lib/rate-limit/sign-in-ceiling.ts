import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Counter } from './counters';

/** Whether a sign-in attempt may go on (after its wait), or the seconds after which to try again. */
export type Turn = { ok: true } | { ok: false; retryAfter: number };

export type SignInCeiling = {
  /** Waits for this attempt's slot while failures are over the threshold; refuses when the wait would be too long. */
  turn(): Promise<Turn>;
  /** Counts one failed sign-in of the whole service. */
  recordFailure(): Promise<void>;
};

type Options = {
  /** Counts every failure in its window; over `threshold` failures, attempts take turns. */
  failures: Counter;
  /**
   * One point per slot, keyed by the slot's number (time / `intervalMs`): the attempt that spends a slot's point
   * has it. In a shared store, processes hand out slots of one queue. Its window must outlast `maxWaitMs`.
   */
  slots: Counter;
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

/** Spends the slot's only point: true when this attempt has it, false when another attempt had it already. */
async function take(slots: Counter, slot: number): Promise<boolean> {
  try {
    await slots.consume(String(slot));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/**
 * A ceiling on password guessing from many addresses: the per-address and per-e-mail limits do not stop an
 * attacker who rotates both. It slows sign-in instead of locking everyone out: once failures pass the threshold,
 * attempts queue for one slot per interval, and only an attempt facing a long queue is refused.
 */
export function createSignInCeiling(options: Options): SignInCeiling {
  const { failures, slots, threshold, intervalMs, maxWaitMs, now = () => Date.now(), sleep = realSleep } = options;
  // The first slot this process has not yet seen taken: a slot, once taken, stays taken, so none below is tried.
  let untried = 0;
  return {
    async turn() {
      const counted = await failures.get(ALL);
      if ((counted?.consumedPoints ?? 0) <= threshold) return { ok: true };
      const at = now();
      const last = Math.floor((at + maxWaitMs) / intervalMs);
      for (let slot = Math.max(Math.floor(at / intervalMs), untried); slot <= last; slot = Math.max(slot + 1, untried)) {
        // Moved on before the await, so this process's attempts arriving together try distinct slots first.
        untried = Math.max(untried, slot + 1);
        if (!(await take(slots, slot))) continue;
        const wait = Math.max(0, slot * intervalMs - at);
        if (wait > 0) await sleep(wait);
        return { ok: true };
      }
      return { ok: false, retryAfter: Math.ceil(((last + 1) * intervalMs - at) / 1000) };
    },
    async recordFailure() {
      await failures.penalty(ALL);
    },
  };
}
