import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Counter } from './counters';
import type { WriteLimit } from './limiters';
import { waitText } from './wait-text';

/**
 * The outcome of spending one post of a public write's budget. `headers` go on the answer either way: the
 * RateLimit-* fields say how many posts the client has left; a refusal adds Retry-After and its message.
 */
export type WriteBudget =
  { ok: true; headers: Record<string, string> } | { ok: false; message: string; retryAfter: number; headers: Record<string, string> };

const ALL_CLIENTS = 'all';

/** Spends `points` of `limiter` under `key`: allowed or not, with the counter (its wait when refused). */
export async function spend(limiter: Counter, key: string, points = 1): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    return { ok: true, res: await limiter.consume(key, points) };
  } catch (error) {
    // The limiter rejects with its counter when the budget is spent; anything else is a store failure.
    if (error instanceof RateLimiterRes) return { ok: false, res: error };
    throw error;
  }
}

/** The whole seconds until a refused counter frees points again (at least 1). */
export const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Spends one post of `limit` for the client at `address`, then one of the whole service's. A client over its
 * budget does not spend the service's, so one busy client cannot use up everyone's share.
 */
export async function spendWriteBudget(limit: WriteLimit, address: string): Promise<WriteBudget> {
  const client = await spend(limit.perClient, address);
  const headers = (remaining: number) => ({
    'RateLimit-Limit': String(limit.perClient.points),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': String(seconds(client.res)),
  });
  if (!client.ok) {
    const retryAfter = seconds(client.res);
    return {
      ok: false,
      retryAfter,
      message: `Too many ${limit.what} from your network. Please try again in ${waitText(retryAfter)}.`,
      headers: { ...headers(0), 'Retry-After': String(retryAfter) },
    };
  }
  const total = await spend(limit.total, ALL_CLIENTS);
  if (!total.ok) {
    const retryAfter = seconds(total.res);
    return {
      ok: false,
      retryAfter,
      message: `We are receiving too many ${limit.what} right now. Please try again in ${waitText(retryAfter)}.`,
      headers: { ...headers(client.res.remainingPoints), 'Retry-After': String(retryAfter) },
    };
  }
  return { ok: true, headers: headers(Math.min(client.res.remainingPoints, total.res.remainingPoints)) };
}

/** Copies a budget's headers onto an answer. */
export function withBudgetHeaders<T extends Response>(response: T, budget: WriteBudget): T {
  for (const [name, value] of Object.entries(budget.headers)) response.headers.set(name, value);
  return response;
}
