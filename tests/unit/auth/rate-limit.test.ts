/** @jest-environment node */
import { signInFailures } from '@/lib/rate-limit/limiters';
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess } from '@/lib/rate-limit/sign-in';

// The counters read the clock through Date.now and drop a window with a timer: fake timers move both.
beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('sign-in failure windows', () => {
  it('blocks after max failures until the window ends, then allows again', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await loginRetryAfter('10.9.0.1', 'window@example.com')).toBe(0);
      await recordLoginFailure('10.9.0.1', 'window@example.com');
    }
    expect(await loginRetryAfter('10.9.0.2', 'window@example.com')).toBe(900);
    jest.advanceTimersByTime(899_500);
    expect(await loginRetryAfter('10.9.0.2', 'window@example.com')).toBe(1);
    expect(await loginRetryAfter('10.9.0.2', 'other@example.com')).toBe(0);
    jest.advanceTimersByTime(500);
    expect(await loginRetryAfter('10.9.0.2', 'window@example.com')).toBe(0);
  });

  it('keeps memory bounded: a window that ended is dropped', async () => {
    await recordLoginFailure('10.9.1.1', 'dropped@example.com');
    expect(await signInFailures.perEmail.get('dropped@example.com')).not.toBeNull();
    jest.advanceTimersByTime(15 * 60 * 1000);
    expect(await signInFailures.perEmail.get('dropped@example.com')).toBeNull();
    expect(await signInFailures.perAddress.get('10.9.1.1')).toBeNull();
  });
});

describe('sign-in limits', () => {
  it('blocks an address after 50 failures across many e-mails, and never counts successes', async () => {
    for (let attempt = 0; attempt < 49; attempt += 1) await recordLoginFailure('10.0.0.1', `user${attempt}@example.com`);
    expect(await loginRetryAfter('10.0.0.1', 'fresh@example.com')).toBe(0);
    for (let attempt = 0; attempt < 100; attempt += 1) await recordLoginSuccess('ok@example.com');
    expect(await loginRetryAfter('10.0.0.1', 'fresh@example.com')).toBe(0);
    await recordLoginFailure('10.0.0.1', 'last@example.com');
    expect(await loginRetryAfter('10.0.0.1', 'fresh@example.com')).toBe(900);
    expect(await loginRetryAfter('10.0.0.2', 'fresh@example.com')).toBe(0);
  });

  it('blocks an e-mail (any case) after 5 failures from any address; a success clears it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await recordLoginFailure(`10.1.0.${attempt}`, 'Target@Example.com');
    expect(await loginRetryAfter('10.2.0.1', 'target@example.com')).toBe(900);
    await recordLoginSuccess('TARGET@example.com');
    expect(await loginRetryAfter('10.2.0.1', 'target@example.com')).toBe(0);
  });
});
