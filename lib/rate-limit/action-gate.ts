import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MEMBER_WRITES_PER_MINUTE, WRITE_BUDGET_REFUSAL } from './member-writes';
import { waitText } from './wait-text';

// Runs in proxy.ts, before a server action is read: no database here (the proxy is bundled apart from the app),
// so it counts in this process's memory. The action builder's counters, shared across processes, stay the rule.
const perSession = new RateLimiterMemory({ keyPrefix: 'action-gate', points: MEMBER_WRITES_PER_MINUTE, duration: 60 });

/** What the gate answers: let the request through, or refuse it with a status, a text and headers. */
export type GateAnswer = { ok: true } | { ok: false; status: 403 | 429; message: string; headers: Record<string, string> };

type ActionRequest = { method: string; headers: Headers };

/** A server action's post: Next.js sends every call of one with its id in this header. */
export const isServerAction = (request: ActionRequest) => request.method === 'POST' && request.headers.has('next-action');

/**
 * The origin check Next.js makes itself (Origin's host against X-Forwarded-Host, else Host), made first so that a
 * post from another site is refused with a 403 and a reason instead of failing inside the framework.
 */
export function fromOtherSite(request: ActionRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Checks a signed-in server action's post: from this site, and within the writes a session may make in a minute
 * (the same figure as a member's). `sessionKey` names the signed-in person.
 */
export async function gateServerAction(request: ActionRequest, sessionKey: string): Promise<GateAnswer> {
  if (fromOtherSite(request))
    return { ok: false, status: 403, message: 'This request came from another site and was refused.', headers: {} };
  try {
    await perSession.consume(sessionKey);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    const message = `${WRITE_BUDGET_REFUSAL} from your account in a short time. Please try again in ${waitText(retryAfter)}.`;
    return { ok: false, status: 429, message, headers: { 'Retry-After': String(retryAfter) } };
  }
}
