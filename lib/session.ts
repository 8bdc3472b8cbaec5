import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { BoundedMap } from './bounded-map';
import { sessionSecret } from './session-secret';

/** The cookie that carries the sealed session. Only this module reads or writes it. */
export const SESSION_COOKIE = 'AccessToken';

const DAY_SECONDS = 24 * 60 * 60;
/** Session lifetime: 20 days, 30 days with "Remember me". */
export const SESSION_TTL_SECONDS = 20 * DAY_SECONDS;
export const REMEMBER_TTL_SECONDS = 30 * DAY_SECONDS;

/** The client's session fields, plus the backend token and the absolute expiry (seconds since the epoch). */
export const sessionDataSchema = z.object({
  token: z.string().min(1),
  nickname: z.string(),
  headimgurl: z.string(),
  type: z.number().int(),
  uuid: z.string(),
  time_zone: z.string(),
  cart: z.number().int(),
  exp: z.number().int(),
  /** `provider`: the identity provider said this sign-in proved more than a password (single sign-on). */
  secondFactor: z.literal('provider').optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Seals session data into the cookie value; the token inside is encrypted and authenticated. */
export async function sealSession(data: SessionData): Promise<string> {
  const ttl = Math.max(data.exp - Math.floor(Date.now() / 1000), 1);
  return sealData(data, { password: sessionSecret(), ttl });
}

/**
 * Cookie values already opened, so the proxy and the render of one page (and the next pages of a visit) don't
 * derive the keys again. A sealed value is authenticated, so the same string always opens to the same data;
 * only values that opened are kept, and the expiry is checked on every use.
 */
const opened = new BoundedMap<string, SessionData>(1_000);

/** The session sealed in `value`, or null when it is missing, forged, tampered with or expired. */
export async function unsealSession(value: string | undefined): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  const session = opened.get(value) ?? (await open(value));
  if (!session) return null;
  if (session.exp <= Math.floor(Date.now() / 1000)) {
    opened.delete(value);
    return null;
  }
  opened.set(value, session);
  return { ...session };
}

async function open(value: string): Promise<SessionData | null> {
  try {
    const raw = await unsealData<unknown>(value, { password: sessionSecret(), ttl: REMEMBER_TTL_SECONDS });
    const parsed = sessionDataSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A fresh session for a token just issued by the backend. */
export function newSession(token: string, profile: SessionProfile, remember: boolean): SessionData {
  const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  return { token, ...profile, cart: 0, exp: Math.floor(Date.now() / 1000) + ttl };
}

export type SessionProfile = Pick<SessionData, 'nickname' | 'headimgurl' | 'type' | 'uuid' | 'time_zone'>;

/**
 * Secure unless the request is plain http to a loopback host (127.0.0.1, localhost, ::1): browsers drop Secure
 * cookies set over http, and a development or test server on this machine must still sign in.
 */
export function cookieIsSecure(request: { nextUrl: URL; headers: Headers }): boolean {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwardedProto ?? request.nextUrl.protocol.replace(':', '');
  if (protocol === 'https') return true;
  // The host the browser addressed (the Host header), not the address the server listens on.
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? request.headers.get('host') ?? request.nextUrl.host;
  return !isLoopback(host);
}

function isLoopback(hostWithPort: string): boolean {
  const host = hostWithPort
    .toLowerCase()
    .replace(/^\[([^\]]*)\](:\d+)?$/, '$1')
    .replace(/^([^:]*):\d+$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

type RequestLike = { nextUrl: URL; headers: Headers; cookies: { get(name: string): { value: string } | undefined } };
type ResponseLike = { cookies: { set(name: string, value: string, options: Record<string, unknown>): unknown } };

/** Sets the session cookie on a route handler's answer (HttpOnly, SameSite=Lax, Path=/, Max-Age to the expiry). */
export async function setSessionCookie(response: ResponseLike, request: RequestLike, data: SessionData): Promise<void> {
  response.cookies.set(SESSION_COOKIE, await sealSession(data), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieIsSecure(request),
    maxAge: Math.max(data.exp - Math.floor(Date.now() / 1000), 0),
  });
}

/** Removes the session cookie on a route handler's answer. */
export function clearSessionCookie(response: ResponseLike): void {
  response.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}

/** The session a request carries (route handlers, proxy), or null. */
export function sessionFromRequest(request: RequestLike): Promise<SessionData | null> {
  return unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
}

/** The session of the current render (server components, server actions), or null. */
export async function readSession(): Promise<SessionData | null> {
  const store = await cookies();
  return unsealSession(store.get(SESSION_COOKIE)?.value);
}
