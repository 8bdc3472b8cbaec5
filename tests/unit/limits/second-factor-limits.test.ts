/** @jest-environment node */
import '../auth/session-fixture';

type Limits = typeof import('@/lib/rate-limit/second-factor');
let limits: Limits;
beforeEach(async () => {
  // Fresh counters for each test: the module registry is rebuilt.
  jest.resetModules();
  limits = await import('@/lib/rate-limit/second-factor');
});

describe('wrong authentication codes', () => {
  it('block an account after 5 in 15 minutes, from any address', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await limits.recordSecondFactorFailure(`198.51.100.${attempt}`, 'account-a');
    await expect(limits.secondFactorRetryAfter('203.0.113.1', 'account-a')).resolves.toBe(0);
    await limits.recordSecondFactorFailure('198.51.100.9', 'account-a');
    const wait = await limits.secondFactorRetryAfter('203.0.113.1', 'account-a');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(limits.secondFactorBlockedMessage(wait)).toBe('Too many wrong authentication codes. Please try again in 15 minutes.');
    // Another account is not blocked.
    await expect(limits.secondFactorRetryAfter('203.0.113.1', 'account-b')).resolves.toBe(0);
  });

  it('block an address after 50 in 15 minutes, whatever the account', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) await limits.recordSecondFactorFailure('198.51.100.50', `account-${attempt}`);
    expect(await limits.secondFactorRetryAfter('198.51.100.50', 'account-fresh')).toBeGreaterThan(0);
    await expect(limits.secondFactorRetryAfter('198.51.100.51', 'account-fresh')).resolves.toBe(0);
  });

  it("a correct code clears the account's count, not the address's", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await limits.recordSecondFactorFailure('198.51.100.60', 'account-c');
    await limits.recordSecondFactorSuccess('account-c');
    await limits.recordSecondFactorFailure('198.51.100.60', 'account-c');
    await expect(limits.secondFactorRetryAfter('198.51.100.61', 'account-c')).resolves.toBe(0);
  });

  it('say the wait in words', () => {
    expect(limits.secondFactorBlockedMessage(30)).toBe('Too many wrong authentication codes. Please try again in 30 seconds.');
    expect(limits.secondFactorBlockedMessage(61)).toBe('Too many wrong authentication codes. Please try again in 2 minutes.');
  });
});
