/** @jest-environment node */
import { sampleSession } from './session-fixture';
import { cookieIsSecure, newSession, REMEMBER_TTL_SECONDS, SESSION_TTL_SECONDS, sealSession, unsealSession } from '@/lib/session';

describe('session sealing', () => {
  it('round-trips the session and hides the token in the sealed value', async () => {
    const session = sampleSession();
    const sealed = await sealSession(session);
    expect(sealed).not.toContain(session.token);
    expect(sealed).not.toContain('Acme');
    await expect(unsealSession(sealed)).resolves.toEqual(session);
  });

  it('refuses a tampered, truncated, forged or empty value', async () => {
    const sealed = await sealSession(sampleSession());
    const middle = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`;
    await expect(unsealSession(flipped)).resolves.toBeNull();
    await expect(unsealSession(sealed.slice(0, -5))).resolves.toBeNull();
    await expect(unsealSession('Fe26.2**forged')).resolves.toBeNull();
    await expect(unsealSession(JSON.stringify(sampleSession()))).resolves.toBeNull();
    await expect(unsealSession('')).resolves.toBeNull();
    await expect(unsealSession(undefined)).resolves.toBeNull();
  });

  it('refuses a session past its expiry', async () => {
    const sealed = await sealSession(sampleSession(3600, { exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(unsealSession(sealed)).resolves.toBeNull();
  });

  it('refuses a session that opened before once its expiry passes', async () => {
    const now = Date.now();
    const sealed = await sealSession(sampleSession(3600, { exp: Math.floor(now / 1000) + 60 }));
    await expect(unsealSession(sealed)).resolves.not.toBeNull();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      await expect(unsealSession(sealed)).resolves.toBeNull();
    } finally {
      later.mockRestore();
    }
  });

  it('gives each caller its own copy of a session opened before', async () => {
    const session = sampleSession();
    const sealed = await sealSession(session);
    const first = await unsealSession(sealed);
    first!.nickname = 'Changed by a caller';
    await expect(unsealSession(sealed)).resolves.toEqual(session);
  });

  it('lasts 20 days, or 30 days with Remember me', () => {
    const now = Math.floor(Date.now() / 1000);
    const profile = { nickname: '', headimgurl: '', type: 0, uuid: '', time_zone: '' };
    expect(SESSION_TTL_SECONDS).toBe(20 * 86400);
    expect(REMEMBER_TTL_SECONDS).toBe(30 * 86400);
    expect(newSession('t', profile, false).exp - now).toBeGreaterThanOrEqual(SESSION_TTL_SECONDS - 1);
    expect(newSession('t', profile, false).exp - now).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(newSession('t', profile, true).exp - now).toBeGreaterThanOrEqual(REMEMBER_TTL_SECONDS - 1);
    expect(newSession('t', profile, true)).toMatchObject({ cart: 0, token: 't' });
  });
});

describe('cookieIsSecure', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ nextUrl: new URL(url), headers: new Headers(headers) });

  it.each([
    ['https://app.example/login', {}, true],
    ['http://app.example/login', { 'x-forwarded-proto': 'https' }, true],
    ['http://app.example/login', {}, true],
    ['http://127.0.0.1:3000/login', {}, false],
    ['http://localhost:3000/login', {}, false],
    ['http://[::1]:3000/login', {}, false],
    ['https://localhost:3000/login', {}, true],
    ['http://127.0.0.1:3000/login', { 'x-forwarded-proto': 'https' }, true],
    // The server's own URL may say localhost while the browser addressed another host: the Host header decides.
    ['http://localhost:3000/login', { host: 'app.example' }, true],
    ['http://localhost:3000/login', { host: '127.0.0.1:3000' }, false],
    ['http://localhost:3000/login', { host: '[::1]:3000' }, false],
    ['http://localhost:3000/login', { host: 'localhost:3000', 'x-forwarded-host': 'app.example' }, true],
    ['http://localhost:3000/login', { host: '10.0.0.5:3000' }, true],
  ])('%s with %j → %s', (url, headers, expected) => {
    expect(cookieIsSecure(request(url, headers))).toBe(expected);
  });
});
