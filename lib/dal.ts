import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { backend } from '@/lib/backend';
import { REQUEST_PATH_HEADER, safeRedirect } from '@/lib/safe-redirect';
import { readSession, type SessionData } from '@/lib/session';

/** The session of a signed-in user, without the backend token (which never leaves the server's own calls). */
export type VerifiedSession = Omit<SessionData, 'token' | 'exp'>;

/**
 * Where a render lands when its session is missing or no longer valid: a route handler clears the cookie and
 * then sends the browser to /login?redirect=<path>.
 */
export function sessionExpiredUrl(path: string): string {
  return `/api/user-management/session-expired?redirect=${encodeURIComponent(safeRedirect(path))}`;
}

/** The path and query being rendered, as proxy.ts recorded it (it overwrites any value a client sends). */
export async function signedInPath(): Promise<string> {
  return safeRedirect((await headers()).get(REQUEST_PATH_HEADER));
}

/**
 * The full session (token included) of the current request, checked against the backend when that is cheap
 * (embedded tokens can be revoked). Redirects to the sign-in page when there is none. Server-side use only.
 */
export const requireSession = cache(async (): Promise<SessionData> => {
  const session = await readSession();
  if (!session) redirect(sessionExpiredUrl(await signedInPath()));
  const active = await backend()
    .isTokenActive(session.token)
    .catch(() => true);
  if (active === false) redirect(sessionExpiredUrl(await signedInPath()));
  return session;
});

/**
 * Call first in every /manage layout, server action and route handler that reads or changes signed-in data:
 * returns the session when the cookie is valid; otherwise redirects to /login?redirect=… (never returns).
 */
export async function verifySession(): Promise<VerifiedSession> {
  return withoutToken(await requireSession());
}

function withoutToken({ nickname, headimgurl, type, uuid, time_zone, cart }: SessionData): VerifiedSession {
  return { nickname, headimgurl, type, uuid, time_zone, cart };
}

/**
 * For route handlers that answer JSON: the session when it is valid, else null, so the handler answers 401 and
 * the browser's apiFetch() ends the session and shows the Tips dialog (instead of following a redirect).
 */
export async function sessionOrNull(): Promise<VerifiedSession | null> {
  const session = await readSession();
  if (!session) return null;
  const active = await backend()
    .isTokenActive(session.token)
    .catch(() => true);
  return active === false ? null : withoutToken(session);
}
