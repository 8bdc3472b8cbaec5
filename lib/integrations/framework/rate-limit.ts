/** How long a run waits out one rate limit at most: longer, and the facts end as could not evaluate with the time. */
export const MAX_WAIT_MS = 30_000;
/** How many times one request is sent again after a rate limit. */
export const MAX_RETRIES = 2;

/** The headers a provider names its reset with: Retry-After, GitHub's X-RateLimit-Reset, Okta's X-Rate-Limit-Reset. */
type Headers = { get: (name: string) => string | null };

/** Whether an answer is a used-up rate limit: a 429, or a 403 saying no request remains (GitHub's primary limit). */
export function isRateLimited(status: number, headers: Headers): boolean {
  if (status === 429) return true;
  return status === 403 && (headers.get('x-ratelimit-remaining') === '0' || headers.get('retry-after') !== null);
}

/**
 * When the provider says requests may be sent again, as epoch milliseconds: Retry-After (seconds or an HTTP date),
 * else a reset in epoch seconds (X-RateLimit-Reset, X-Rate-Limit-Reset). Null when it says nothing readable.
 */
export function resumeAt(headers: Headers, now: number): number | null {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return now + Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return date;
  }
  const reset = Number(headers.get('x-ratelimit-reset') ?? headers.get('x-rate-limit-reset'));
  return Number.isFinite(reset) && reset > 0 ? reset * 1000 : null;
}

/** A time of day in UTC as the sentences name a reset ("14:05 UTC"). */
export const utcTimeOf = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(11, 16)} UTC`;

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type PatienceOptions = {
  maxWaitMs?: number;
  maxRetries?: number;
  /** How the wait is spent; a timer unless given. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that waits out a rate limit where the provider says when (Retry-After, a reset header), within
 * `maxWaitMs` and `maxRetries`, and sends the request again. A limit that lasts longer, or names no time, is answered
 * as the provider gave it, so the provider's failure says until when the facts could not be read.
 */
export function patientFetch(fetch: Fetch, options: PatienceOptions = {}): Fetch {
  const { maxWaitMs = MAX_WAIT_MS, maxRetries = MAX_RETRIES, sleep = timer, now = Date.now } = options;
  return async (input, init) => {
    for (let retry = 0; ; retry += 1) {
      const response = await fetch(input, init);
      if (retry >= maxRetries || !isRateLimited(response.status, response.headers)) return response;
      // One reading of the clock: "Retry-After: 0" is a wait of nothing, not a time past a millisecond later.
      const current = now();
      const at = resumeAt(response.headers, current);
      const wait = at === null ? null : at - current;
      // No time, a time past (the clocks disagree) or too far: answered as it is.
      if (wait === null || wait < 0 || wait > maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
