/** @jest-environment node */
import '../auth/session-fixture';
import { sealData } from 'iron-session';
import { NextRequest, NextResponse } from 'next/server';
import { openPendingSignIn, PENDING_SIGN_IN_COOKIE, sealPendingSignIn, setPendingSignInCookie } from '@/lib/mfa/pending-sign-in';

const pending = { accountId: 'account-1', credential: 'c'.repeat(32), remember: true };

describe('the pending sign-in between the password and the code', () => {
  it('opens to the account, the credential and the remember-me choice within 5 minutes', async () => {
    const now = Date.now();
    const sealed = await sealPendingSignIn(pending, now);
    expect(sealed).toMatch(/^Fe26\.2\*/);
    expect(sealed).not.toContain('account-1');
    await expect(openPendingSignIn(sealed, now + 4 * 60_000)).resolves.toEqual(pending);
  });

  it('expires after 5 minutes, to the millisecond', async () => {
    const now = Date.now();
    const sealed = await sealPendingSignIn(pending, now);
    await expect(openPendingSignIn(sealed, now + 5 * 60_000 - 1)).resolves.toEqual(pending);
    await expect(openPendingSignIn(sealed, now + 5 * 60_000)).resolves.toBeNull();
  });

  it('refuses a value altered, sealed under another secret, of another kind, or missing', async () => {
    const sealed = await sealPendingSignIn(pending);
    const altered = `${sealed.slice(0, 40)}${sealed[40] === 'A' ? 'B' : 'A'}${sealed.slice(41)}`;
    await expect(openPendingSignIn(altered)).resolves.toBeNull();
    const foreign = await sealData(
      { purpose: 'second-factor', ...pending, expiresAt: Date.now() + 60_000 },
      { password: 'another-secret-another-secret-0123456789', ttl: 300 },
    );
    await expect(openPendingSignIn(foreign)).resolves.toBeNull();
    // A session cookie's content, sealed with the same secret, is no pending sign-in.
    const session = await sealData({ token: 't', exp: 1 }, { password: process.env.SESSION_SECRET!, ttl: 300 });
    await expect(openPendingSignIn(session)).resolves.toBeNull();
    await expect(openPendingSignIn(undefined)).resolves.toBeNull();
    await expect(openPendingSignIn('x'.repeat(3000))).resolves.toBeNull();
  });

  it('travels in an HttpOnly, SameSite=Strict cookie sent only to the sign-in endpoints, for 5 minutes', async () => {
    const response = NextResponse.json({});
    const request = new NextRequest('http://127.0.0.1:3000/api/user-management/login', { headers: { host: '127.0.0.1:3000' } });
    setPendingSignInCookie(response, request, await sealPendingSignIn(pending));
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${PENDING_SIGN_IN_COOKIE}=Fe26`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=strict/i);
    expect(setCookie).toMatch(/Path=\/api\/user-management\/login;/);
    expect(setCookie).toMatch(/Max-Age=300/);
  });
});
