/** @jest-environment node */
import './session-fixture';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/user-management/login/route';
import { POST as secondStep } from '@/app/api/user-management/login/mfa/route';
import { hashPassword } from '@/lib/backend/passwords';
import { getDb } from '@/lib/db/client';
import { authTokens, users } from '@/lib/db/schema';
import { sealPendingSignIn } from '@/lib/mfa/pending-sign-in';
import { peerHeaderName } from '@/lib/peer-address';
import { REPLAYED_CODE, SECOND_FACTOR_NEEDED, SIGN_IN_STEP_EXPIRED, WRONG_CODE } from '@/lib/schemas/organization/two-factor';
import { unsealSession } from '@/lib/session';
import { codeFor, newAccount, PASSWORD, withTwoFactor } from '../mfa/accounts';
import { withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('login-two-factor');

const origin = 'http://127.0.0.1:3000';
let addresses = 0;
/** Each test signs in from an address of its own, so the per-address counts of one do not reach another. */
const freshPeer = () => ({ [peerHeaderName()]: `192.0.2.${(addresses += 1)}` });

function post(path: string, body: unknown, headers: Record<string, string>) {
  return new NextRequest(`${origin}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { origin, host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
  });
}

async function tokensOf(accountId: string): Promise<number> {
  return (await (await getDb()).select().from(authTokens).where(eq(authTokens.userId, accountId))).length;
}

/** The first step for an account with two-factor sign-in on: its answer and the pending sign-in cookie. */
async function passwordStep(email: string, peer: Record<string, string>, remember = false) {
  const response = await login(post('/api/user-management/login', { email, password: PASSWORD, remember }, peer));
  return { response, pending: response.cookies.get('SignInStep')?.value ?? '' };
}

function codeStep(code: string, pending: string, peer: Record<string, string>) {
  return secondStep(post('/api/user-management/login/mfa', { code }, { ...peer, cookie: `SignInStep=${pending}` }));
}

async function mfaAccount() {
  const account = await newAccount('Signer');
  return { ...account, ...(await withTwoFactor(account.accountId)) };
}

describe('signing in with two-factor sign-in on', () => {
  it('the password alone sets no session: 202 asks for a code, with a pending sign-in cookie only', async () => {
    const { email, accountId } = await mfaAccount();
    const { response, pending } = await passwordStep(email, freshPeer());
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ code: 202, message: SECOND_FACTOR_NEEDED, data: { secondFactor: true } });
    expect(response.cookies.get('AccessToken')).toBeUndefined();
    expect(response.headers.get('set-cookie')).not.toMatch(/AccessToken/);
    expect(pending).toMatch(/^Fe26\.2\*/);
    expect(await tokensOf(accountId)).toBe(0);
  });

  it('a wrong password still answers the one failure, with no pending sign-in', async () => {
    const { email } = await mfaAccount();
    const response = await login(post('/api/user-management/login', { email, password: 'wrong' }, freshPeer()));
    expect(response.status).toBe(401);
    expect(response.cookies.get('SignInStep')).toBeUndefined();
  });

  it('a correct code creates the session, keeping the remember-me choice, and ends the pending sign-in', async () => {
    const { email, secret, accountId } = await mfaAccount();
    const peer = freshPeer();
    const { pending } = await passwordStep(email, peer, true);
    const response = await codeStep(codeFor(secret), pending, peer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, data: expect.objectContaining({ uuid: accountId }) });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/AccessToken=Fe26\.2\*[^;]+;.*?Max-Age=259(1999|2000);/);
    expect(setCookie).toMatch(/SignInStep=;[^,]*Max-Age=0/);
    const session = await unsealSession(response.cookies.get('AccessToken')!.value);
    expect(session?.uuid).toBe(accountId);
    expect(await tokensOf(accountId)).toBe(1);
  });

  it('without remember, the session lasts 20 days', async () => {
    const { email, secret } = await mfaAccount();
    const peer = freshPeer();
    const { pending } = await passwordStep(email, peer, false);
    const response = await codeStep(codeFor(secret), pending, peer);
    expect(response.headers.get('set-cookie')).toMatch(/AccessToken=[^;]+;.*?Max-Age=172(7999|8000);/);
  });

  it('refuses a wrong code with its message and sets no session', async () => {
    const { email, secret, accountId } = await mfaAccount();
    const peer = freshPeer();
    const { pending } = await passwordStep(email, peer);
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const response = await codeStep(wrong, pending, peer);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: WRONG_CODE });
    expect(response.cookies.get('AccessToken')).toBeUndefined();
    expect(await tokensOf(accountId)).toBe(0);
  });

  it('refuses a code already used in its step', async () => {
    const { email, secret } = await mfaAccount();
    const peer = freshPeer();
    const code = codeFor(secret);
    expect((await codeStep(code, (await passwordStep(email, peer)).pending, peer)).status).toBe(200);
    const replay = await codeStep(code, (await passwordStep(email, peer)).pending, peer);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ code: 401, message: REPLAYED_CODE });
  });

  it('takes a recovery code once', async () => {
    const { email, recoveryCodes } = await mfaAccount();
    const peer = freshPeer();
    expect((await codeStep(recoveryCodes[0]!, (await passwordStep(email, peer)).pending, peer)).status).toBe(200);
    const again = await codeStep(recoveryCodes[0]!, (await passwordStep(email, peer)).pending, peer);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ code: 401, message: WRONG_CODE });
  });

  it('without a pending sign-in, or with one altered, expired or for a changed password, asks to start again', async () => {
    const { email, secret, accountId } = await mfaAccount();
    const peer = freshPeer();
    const { pending } = await passwordStep(email, peer);
    const altered = `${pending.slice(0, 30)}${pending[30] === 'x' ? 'y' : 'x'}${pending.slice(31)}`;
    const expired = await sealPendingSignIn({ accountId, credential: 'x', remember: false }, Date.now() - 5 * 60_000);
    for (const cookie of ['', altered, expired]) {
      const response = await codeStep(codeFor(secret), cookie, peer);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: SIGN_IN_STEP_EXPIRED });
    }
    // The password changed after the first step: that step no longer counts.
    await (
      await getDb()
    )
      .update(users)
      .set({ passwordHash: await hashPassword('a new password') })
      .where(eq(users.id, accountId));
    const afterReset = await codeStep(codeFor(secret), pending, peer);
    expect(await afterReset.json()).toEqual({ code: 401, message: SIGN_IN_STEP_EXPIRED });
    expect(await tokensOf(accountId)).toBe(0);
  });

  it('the pending sign-in expires after 5 minutes', async () => {
    const { email, secret } = await mfaAccount();
    const peer = freshPeer();
    const { pending } = await passwordStep(email, peer);
    const later = Date.now() + 5 * 60_000 + 1_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const response = await codeStep(codeFor(secret, 0, later), pending, peer);
      expect(await response.json()).toEqual({ code: 401, message: SIGN_IN_STEP_EXPIRED });
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('blocks an account after 5 wrong codes with 429, Retry-After and the message, even for the right code', async () => {
    const { email, secret } = await mfaAccount();
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // From a new address each time: the account's own count blocks.
      const peer = freshPeer();
      expect((await codeStep(wrong, (await passwordStep(email, peer)).pending, peer)).status).toBe(401);
    }
    const peer = freshPeer();
    const blocked = await codeStep(codeFor(secret), (await passwordStep(email, peer)).pending, peer);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ code: 429, message: 'Too many wrong authentication codes. Please try again in 15 minutes.' });
    expect(blocked.cookies.get('AccessToken')).toBeUndefined();
  });

  it('refuses a cross-site post and answers 400 without a code', async () => {
    const peer = freshPeer();
    expect(
      (await secondStep(post('/api/user-management/login/mfa', { code: '123456' }, { ...peer, origin: 'https://evil.example' }))).status,
    ).toBe(403);
    const empty = await secondStep(post('/api/user-management/login/mfa', { code: ' ' }, peer));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { code: 'Please enter your authentication code' } });
  });
});

describe('signing in without two-factor sign-in', () => {
  it('keeps the one-step answer: 200 with the session cookie', async () => {
    const { email, accountId } = await newAccount('Plain');
    const response = await login(post('/api/user-management/login', { email, password: PASSWORD }, freshPeer()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      data: { nickname: 'Plain Inc.', headimgurl: '', type: 0, uuid: accountId, time_zone: 'ET' },
    });
    expect(response.cookies.get('AccessToken')).toBeDefined();
    expect(response.cookies.get('SignInStep')).toBeUndefined();
  });
});
