import { createFailureLimiter, loginRetryAfter, recordLoginFailure, recordLoginSuccess } from '@/lib/rate-limit';

describe('createFailureLimiter', () => {
  it('blocks after max failures until the window ends, then allows again', () => {
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000 });
    const start = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(limiter.retryAfter('k', start)).toBe(0);
      limiter.fail('k', start);
    }
    expect(limiter.retryAfter('k', start)).toBe(60);
    expect(limiter.retryAfter('k', start + 59_500)).toBe(1);
    expect(limiter.retryAfter('other', start)).toBe(0);
    expect(limiter.retryAfter('k', start + 60_000)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 60_000 });
    limiter.fail('k', 0);
    expect(limiter.retryAfter('k', 1)).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfter('k', 1)).toBe(0);
  });

  it('keeps memory bounded by dropping the oldest key', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.fail('a', 0);
    limiter.fail('b', 0);
    limiter.fail('c', 0);
    expect(limiter.retryAfter('a', 1)).toBe(0);
    expect(limiter.retryAfter('c', 1)).toBeGreaterThan(0);
  });
});

describe('sign-in limits', () => {
  it('blocks an address after 50 failures across many e-mails, and never counts successes', () => {
    const now = 5_000_000;
    for (let attempt = 0; attempt < 49; attempt += 1) recordLoginFailure('10.0.0.1', `user${attempt}@example.com`, now);
    expect(loginRetryAfter('10.0.0.1', 'fresh@example.com', now)).toBe(0);
    for (let attempt = 0; attempt < 100; attempt += 1) recordLoginSuccess('ok@example.com');
    expect(loginRetryAfter('10.0.0.1', 'fresh@example.com', now)).toBe(0);
    recordLoginFailure('10.0.0.1', 'last@example.com', now);
    expect(loginRetryAfter('10.0.0.1', 'fresh@example.com', now)).toBe(900);
    expect(loginRetryAfter('10.0.0.2', 'fresh@example.com', now)).toBe(0);
  });

  it('blocks an e-mail (any case) after 5 failures from any address; a success clears it', () => {
    const now = 9_000_000;
    for (let attempt = 0; attempt < 5; attempt += 1) recordLoginFailure(`10.1.0.${attempt}`, 'Target@Example.com', now);
    expect(loginRetryAfter('10.2.0.1', 'target@example.com', now)).toBe(900);
    recordLoginSuccess('TARGET@example.com');
    expect(loginRetryAfter('10.2.0.1', 'target@example.com', now)).toBe(0);
  });
});
