/** @jest-environment node */
import './session-fixture';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/user-management/login/route';
import { POST as logout } from '@/app/api/user-management/logout/route';
import { GET as myInformation } from '@/app/api/user-management/my-information/route';
import { GET as sessionExpired } from '@/app/api/user-management/session-expired/route';
import { peerHeaderName } from '@/lib/peer-address';
import { LOGIN_FAILED } from '@/lib/schemas/auth';
import { startMockProvider, type MockProvider } from '../../support/mock-provider.cjs';

const origin = 'http://127.0.0.1:3000';
let mock: MockProvider;
/** The socket address as the server's hook records it (TRUSTED_PROXY is 'none' here: forwarding headers count for nothing). */
const peer = (address: string) => ({ [peerHeaderName()]: address });

beforeAll(async () => {
  mock = await startMockProvider({ slowMs: 3_000 });
  // Read on first use by lib/env.ts: the handlers below talk to the loopback provider.
  process.env.BACKEND_URL = mock.url;
  process.env.BACKEND_TIMEOUT_MS = '1000';
});
afterAll(() => mock.close());

function loginRequest(
  body: unknown,
  { headers = {}, url = `${origin}/api/user-management/login` }: { headers?: Record<string, string>; url?: string } = {},
) {
  return new NextRequest(url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { origin: new URL(url).origin, host: new URL(url).host, 'content-type': 'application/json', ...peer('192.0.2.1'), ...headers },
  });
}

const good = { email: 'provider@example.com', password: 'provider-pass' };

async function signedInCookie(): Promise<string> {
  const response = await login(loginRequest(good));
  const cookie = response.cookies.get('AccessToken');
  if (!cookie) throw new Error('no cookie');
  return cookie.value;
}

describe('POST /api/user-management/login', () => {
  it('seals the token into an HttpOnly, SameSite=Lax, 20-day cookie and answers without the token', async () => {
    const response = await login(loginRequest(good));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.json();
    expect(body).toEqual({ code: 200, data: { nickname: 'Provider Compliance Ltd', headimgurl: '', type: 0, uuid: '', time_zone: 'PT' } });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^AccessToken=Fe26\.2\*/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=172(7999|8000);/);
    expect(setCookie).not.toMatch(/Secure/i);
    for (const token of mock.tokens.keys()) expect(`${setCookie}${JSON.stringify(body)}`).not.toContain(token);
  });

  it('keeps the cookie 30 days with remember, and marks it Secure over HTTPS', async () => {
    const response = await login(loginRequest({ ...good, remember: true }, { url: 'https://app.example/api/user-management/login' }));
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/Max-Age=259(1999|2000);/);
    expect(setCookie).toMatch(/Secure/i);
  });

  it.each([
    ['no Origin', { origin: '' }, 403],
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ])('refuses %s', async (_name, headers, status) => {
    const response = await login(loginRequest(good, { headers }));
    expect(response.status).toBe(status);
    expect(response.cookies.get('AccessToken')).toBeUndefined();
  });

  it('answers 400 with field messages for empty or malformed input', async () => {
    const empty = await login(loginRequest({ email: '', password: '' }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ email: 'Please enter your email address', password: 'Please enter your password' });
    expect((await login(loginRequest('{not json'))).status).toBe(400);
  });

  it('answers every refusal with the one failure text', async () => {
    for (const credentials of [
      { ...good, password: 'wrong' },
      { email: 'nobody@example.com', password: 'x' },
      { email: 'code500@example.com', password: 'x' },
    ]) {
      const response = await login(loginRequest(credentials, { headers: peer('192.0.2.50') }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: LOGIN_FAILED });
    }
  });

  it('maps a malformed provider answer to 502 and a timeout to 504', async () => {
    const garbage = await login(loginRequest({ email: 'garbage@example.com', password: 'x' }));
    expect(garbage.status).toBe(502);
    const slow = await login(loginRequest({ email: 'slow@example.com', password: 'x' }));
    expect(slow.status).toBe(504);
    expect(JSON.stringify(await slow.json())).not.toMatch(/at |Error|stack/);
  });

  it('blocks an address after 50 failures with 429 and Retry-After, whatever the e-mail', async () => {
    const ip = peer('198.51.100.7');
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await login(loginRequest({ email: `user${attempt}@example.com`, password: 'x' }, { headers: ip }));
      expect(response.status).toBe(401);
    }
    const blocked = await login(loginRequest(good, { headers: ip }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(loginRequest(good, { headers: peer('198.51.100.8') }))).status).toBe(200);
  });
});

describe('GET /api/user-management/my-information and POST /api/user-management/logout', () => {
  const withCookie = (path: string, cookie: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new NextRequest(`${origin}${path}`, { ...init, headers: { cookie: `AccessToken=${cookie}`, ...init.headers } });

  it('needs a session', async () => {
    const response = await myInformation(new NextRequest(`${origin}/api/user-management/my-information`));
    expect(response.status).toBe(401);
  });

  it('answers the unwrapped profile, then 401 with a cleared cookie once the provider expires the token', async () => {
    const cookie = await signedInCookie();
    const ok = await myInformation(withCookie('/api/user-management/my-information', cookie));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ company_name: 'Provider Compliance Ltd', public_files_uuid: null, time_zone: 'PT' });
    mock.tokens.clear();
    const expired = await myInformation(withCookie('/api/user-management/my-information', cookie));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ message: 'Sorry, the login status is expired. Log in again' });
    expect(expired.headers.get('set-cookie')).toMatch(/AccessToken=;.*Max-Age=0/);
  });

  it('logout clears the cookie for a same-origin JSON request and refuses others', async () => {
    const cookie = await signedInCookie();
    const headers = { origin, host: '127.0.0.1:3000', 'content-type': 'application/json' };
    const ok = await logout(withCookie('/api/user-management/logout', cookie, { method: 'POST', headers }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/AccessToken=;.*Max-Age=0/);
    const foreign = await logout(
      withCookie('/api/user-management/logout', cookie, { method: 'POST', headers: { ...headers, origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
  });
});

describe('GET /api/user-management/session-expired', () => {
  const expiredRequest = (redirect: string, headers: Record<string, string> = {}) =>
    new NextRequest(`${origin}/api/user-management/session-expired?redirect=${encodeURIComponent(redirect)}`, {
      headers: { cookie: 'AccessToken=anything', ...headers },
    });

  it('clears the cookie and sends the browser to the sign-in page on the same host', async () => {
    const response = await sessionExpired(expiredRequest('/manage/evidence?x=1'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fmanage%2Fevidence%3Fx%3D1');
    expect(response.headers.get('set-cookie')).toMatch(/AccessToken=;.*Max-Age=0/);
  });

  it('never redirects off-site and never signs out from a cross-site link', async () => {
    const response = await sessionExpired(expiredRequest('//evil.example', { 'sec-fetch-site': 'cross-site' }));
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fmanage');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
