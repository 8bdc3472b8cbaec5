import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { cookieIsSecure } from '@/lib/session';
import { sessionSecret } from '@/lib/session-secret';

/**
 * The sign-in between the password and the authentication code: a sealed token (iron-session, under the session
 * secret) in an HttpOnly cookie sent only to the sign-in endpoints. It names the account, the password it was
 * proved with (a digest, so a password changed meanwhile ends it) and the remember-me choice, and lasts 5 minutes.
 * It signs no one in by itself: only a correct code turns it into a session.
 */
export const PENDING_SIGN_IN_COOKIE = 'SignInStep';
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
const COOKIE_PATH = '/api/user-management/login';

const pendingSchema = z.object({
  purpose: z.literal('second-factor'),
  accountId: z.string().min(1),
  credential: z.string().min(1),
  remember: z.boolean(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int(),
});
export type PendingSignIn = Omit<z.infer<typeof pendingSchema>, 'purpose' | 'expiresAt'>;

/** Seals a pending sign-in that expires 5 minutes after `now`. */
export function sealPendingSignIn(pending: PendingSignIn, now = Date.now()): Promise<string> {
  const data = { purpose: 'second-factor' as const, ...pending, expiresAt: now + PENDING_SIGN_IN_SECONDS * 1000 };
  return sealData(data, { password: sessionSecret(), ttl: PENDING_SIGN_IN_SECONDS });
}

/** The pending sign-in sealed in `value`, or null when it is missing, altered, of another kind or expired. */
export async function openPendingSignIn(value: string | undefined, now = Date.now()): Promise<PendingSignIn | null> {
  if (!value || value.length > 2048) return null;
  let raw: unknown;
  try {
    // The seal's own expiry allows a minute of clock skew; the expiry inside is exact.
    raw = await unsealData<unknown>(value, { password: sessionSecret(), ttl: PENDING_SIGN_IN_SECONDS });
  } catch {
    return null;
  }
  const parsed = pendingSchema.safeParse(raw);
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  const { accountId, credential, remember } = parsed.data;
  return { accountId, credential, remember };
}

type RequestLike = Parameters<typeof cookieIsSecure>[0];
type ResponseLike = { cookies: { set(name: string, value: string, options: Record<string, unknown>): unknown } };

/** Sets the pending sign-in cookie: HttpOnly, SameSite=Strict, only for the sign-in endpoints, 5 minutes. */
export function setPendingSignInCookie(response: ResponseLike, request: RequestLike, sealed: string): void {
  response.cookies.set(PENDING_SIGN_IN_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: cookieIsSecure(request),
    maxAge: PENDING_SIGN_IN_SECONDS,
  });
}

export function clearPendingSignInCookie(response: ResponseLike): void {
  response.cookies.set(PENDING_SIGN_IN_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, maxAge: 0 });
}
