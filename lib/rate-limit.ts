/** A fixed-window counter of failures per key, kept in memory (one server process). */
export type FailureLimiter = {
  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now?: number): number;
  /** Counts one failure for `key`. */
  fail(key: string, now?: number): void;
  /** Forgets `key` (after a success). */
  reset(key: string): void;
};

/**
 * A limiter that blocks a key after `max` failures within `windowMs`, until that window ends. Only failures count,
 * so many successful sign-ins from one address (an office, a test run) are never blocked.
 */
export function createFailureLimiter({ max, windowMs, maxKeys = 10_000 }: { max: number; windowMs: number; maxKeys?: number }): FailureLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    retryAfter(key, now = Date.now()) {
      const entry = current(key, now);
      return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
    },
    fail(key, now = Date.now()) {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Bounded memory: drop the oldest window when full (Map keeps insertion order).
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: now + windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Sign-in limits: 50 failed attempts per address and 5 per e-mail address in 15 minutes. */
export const loginLimits = {
  perIp: createFailureLimiter({ max: 50, windowMs: FIFTEEN_MINUTES }),
  perEmail: createFailureLimiter({ max: 5, windowMs: FIFTEEN_MINUTES }),
};

/** Seconds until a sign-in for this address and e-mail may be tried again; 0 when allowed. */
export function loginRetryAfter(ip: string, email: string, now = Date.now()): number {
  return Math.max(loginLimits.perIp.retryAfter(ip, now), loginLimits.perEmail.retryAfter(email.toLowerCase(), now));
}

/** Records a failed sign-in for the address and the e-mail. */
export function recordLoginFailure(ip: string, email: string, now = Date.now()): void {
  loginLimits.perIp.fail(ip, now);
  loginLimits.perEmail.fail(email.toLowerCase(), now);
}

/** A successful sign-in clears the e-mail's failures (the address keeps its count). */
export function recordLoginSuccess(email: string): void {
  loginLimits.perEmail.reset(email.toLowerCase());
}

const HOUR = 60 * 60 * 1000;

/** Sign-up attempts (every valid one counts) per address: 20 an hour. */
export const registerLimit = createFailureLimiter({ max: 20, windowMs: HOUR });

/** Password reset requests per address: 10 in 15 minutes. */
export const resetRequestLimit = createFailureLimiter({ max: 10, windowMs: FIFTEEN_MINUTES });
