/** @jest-environment node */
import { CONFIRMED_FOR_MS, ConfirmedTokens } from '@/lib/backend/confirmed-tokens';

function tokensAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, tokens: new ConfirmedTokens(() => clock.now) };
}

describe('ConfirmedTokens', () => {
  it('knows a token only after it is remembered, and only for CONFIRMED_FOR_MS', () => {
    const { clock, tokens } = tokensAt();
    expect(tokens.has('a')).toBe(false);
    tokens.remember('a', 'user-1');
    expect(tokens.has('a')).toBe(true);
    clock.now += CONFIRMED_FOR_MS - 1;
    expect(tokens.has('a')).toBe(true);
    clock.now += 1;
    expect(tokens.has('a')).toBe(false);
  });

  it('restarts the period when a token is confirmed again', () => {
    const { clock, tokens } = tokensAt();
    tokens.remember('a', 'user-1');
    clock.now += CONFIRMED_FOR_MS - 1;
    tokens.remember('a', 'user-1');
    clock.now += CONFIRMED_FOR_MS - 1;
    expect(tokens.has('a')).toBe(true);
  });

  it('forgets one token, or every token of one user', () => {
    const { tokens } = tokensAt();
    tokens.remember('a', 'user-1');
    tokens.remember('b', 'user-1');
    tokens.remember('c', 'user-2');
    tokens.forget('a');
    expect([tokens.has('a'), tokens.has('b'), tokens.has('c')]).toEqual([false, true, true]);
    tokens.forgetUser('user-1');
    expect([tokens.has('b'), tokens.has('c')]).toEqual([false, true]);
  });

  it('drops the oldest token when full, so memory stays bounded', () => {
    const { tokens } = tokensAt();
    for (let i = 0; i <= 10_000; i++) tokens.remember(`t${i}`, 'user');
    expect(tokens.has('t0')).toBe(false);
    expect(tokens.has('t1')).toBe(true);
    expect(tokens.has('t10000')).toBe(true);
  });
});
