/** @jest-environment node */
import '../auth/session-fixture';
import { NextRequest } from 'next/server';
import { peerHeaderName } from '@/lib/peer-address';

// lib/env.ts reads these on first use: the default, a server reached directly.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

// A backend that refuses every password but 'right-password', without any network.
jest.mock('@/lib/backend', () => {
  const { BackendError, backendFailure } = jest.requireActual<typeof import('@/lib/backend/errors')>('@/lib/backend/errors');
  const login = async ({ password }: { password: string }) => {
    if (password === 'right-password') return { token: 'token-1' };
    throw new BackendError('rejected', 'Invalid email or password');
  };
  return { BackendError, backendFailure, backend: () => ({ login, myInformation: async () => null }), accounts: () => null };
});

type Login = typeof import('@/app/api/user-management/login/route').POST;
let login: Login;
beforeEach(async () => {
  // Fresh counters for each test: the module registry is rebuilt.
  jest.resetModules();
  ({ POST: login } = await import('@/app/api/user-management/login/route'));
});

const origin = 'http://127.0.0.1:3000';
function signIn(email: string, password: string, headers: Record<string, string>) {
  return login(
    new NextRequest(`${origin}/api/user-management/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
      headers: { origin, host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
    }),
  );
}
const peer = (address: string) => ({ [peerHeaderName()]: address });

describe('sign-in limits per client address', () => {
  it('count the socket address: a rotated X-Forwarded-For or X-Real-IP does not escape them', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const spoofed = { ...peer('198.51.100.20'), 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `203.0.113.${attempt}` };
      expect((await signIn(`rotating${attempt}@example.com`, 'wrong', spoofed)).status).toBe(401);
    }
    const blocked = await signIn('fresh@example.com', 'right-password', { ...peer('198.51.100.20'), 'x-forwarded-for': '192.0.2.99' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ code: 429, message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    expect((await signIn('fresh@example.com', 'right-password', peer('198.51.100.21'))).status).toBe(200);
  });

  it('put requests that carry no socket address under one shared key', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await signIn(`nopeer${attempt}@example.com`, 'wrong', { 'x-forwarded-for': `203.0.113.${attempt}` })).status).toBe(401);
    }
    expect((await signIn('fresh@example.com', 'right-password', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(429);
  });
});

describe('the server-wide ceiling on failed sign-ins', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('after 100 failures from many addresses, slows every attempt and answers a long queue 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 101; attempt += 1) {
      expect((await signIn(`guess${attempt}@example.com`, 'wrong', peer(`198.51.${100 + (attempt % 2)}.${attempt}`))).status).toBe(401);
    }

    const settled: Response[] = [];
    const attempts = Array.from({ length: 14 }, (_, index) =>
      signIn(`late${index}@example.com`, 'wrong', peer(`192.0.2.${index}`)).then((response) => {
        settled.push(response);
        return response;
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    const early = [...settled];
    expect(early.length).toBeLessThan(attempts.length);
    const refused = early.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        code: 429,
        message: expect.stringMatching(/^Too many sign-in attempts on this service right now\. Please try again in \d+ seconds?\.$/),
      });
    }

    await jest.advanceTimersByTimeAsync(15_000);
    const answers = await Promise.all(attempts);
    expect(answers.every((response) => response.status === 401 || response.status === 429)).toBe(true);

    // Slowed, not locked out: the right password still signs in once its turn comes.
    const owner = signIn('owner@example.com', 'right-password', peer('192.0.2.200'));
    await jest.advanceTimersByTimeAsync(15_000);
    expect((await owner).status).toBe(200);
  });
});
