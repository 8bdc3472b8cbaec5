import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { cookieIsSecure } from '@/lib/session';
import { sessionSecret } from '@/lib/session-secret';

/**
 * A sign-on on its way to the provider: the organization, what the answer must carry back (OIDC's state, nonce and
 * PKCE verifier; SAML's request id) and whether it is an admin's test sign-in. Sealed with the session secret and
 * valid 10 minutes. OIDC keeps it in an HttpOnly cookie (the provider comes back by a top-level GET); SAML carries it
 * in RelayState, because the provider's POST is cross-site and a Lax cookie would not come with it.
 */
export const PENDING_SSO_COOKIE = 'SsoStep';
export const PENDING_SSO_SECONDS = 10 * 60;
const COOKIE_PATH = '/api/auth/sso';

const pendingSchema = z.object({
  purpose: z.literal('sso'),
  organizationId: z.uuid(),
  protocol: z.enum(['oidc', 'saml']),
  /** The admin's member id when this is a test sign-in from Settings, else null. */
  testBy: z.uuid().nullable(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  codeVerifier: z.string().optional(),
  requestId: z.string().optional(),
  expiresAt: z.number().int(),
});
export type PendingSso = Omit<z.infer<typeof pendingSchema>, 'purpose' | 'expiresAt'>;

export function sealPendingSso(pending: PendingSso, now = Date.now()): Promise<string> {
  const data = { purpose: 'sso' as const, ...pending, expiresAt: now + PENDING_SSO_SECONDS * 1000 };
  return sealData(data, { password: sessionSecret(), ttl: PENDING_SSO_SECONDS });
}

/** The pending sign-on sealed in `value`, or null when it is missing, altered, of another kind or expired. */
export async function openPendingSso(value: string | null | undefined, now = Date.now()): Promise<PendingSso | null> {
  if (!value || value.length > 4096) return null;
  let raw: unknown;
  try {
    raw = await unsealData<unknown>(value, { password: sessionSecret(), ttl: PENDING_SSO_SECONDS });
  } catch {
    return null;
  }
  const parsed = pendingSchema.safeParse(raw);
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  const { organizationId, protocol, testBy, state, nonce, codeVerifier, requestId } = parsed.data;
  return { organizationId, protocol, testBy, state, nonce, codeVerifier, requestId };
}

type RequestLike = Parameters<typeof cookieIsSecure>[0];
type ResponseLike = { cookies: { set(name: string, value: string, options: Record<string, unknown>): unknown } };

/** Lax, so the provider's redirect back (a top-level GET from its site) brings it; only the sign-on routes read it. */
export function setPendingSsoCookie(response: ResponseLike, request: RequestLike, sealed: string): void {
  response.cookies.set(PENDING_SSO_COOKIE, sealed, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: cookieIsSecure(request),
    maxAge: PENDING_SSO_SECONDS,
  });
}

export function clearPendingSsoCookie(response: ResponseLike): void {
  response.cookies.set(PENDING_SSO_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: COOKIE_PATH, maxAge: 0 });
}
