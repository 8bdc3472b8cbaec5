/** @jest-environment node */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createSignInCeiling } from '@/lib/rate-limit/sign-in-ceiling';

/** The counters of one service: shared by every ceiling (process) made on them. */
function counters(threshold = 3) {
  return {
    failures: new RateLimiterMemory({ points: threshold, duration: 15 * 60 }),
    slots: new RateLimiterMemory({ points: 1, duration: 12 }),
  };
}

/** A ceiling on a clock the test moves; "sleeping" records the wait and returns at once. */
function ceilingOnTestClock(threshold = 3, shared = counters(threshold), clock = { now: 1_000_000 }) {
  const waits: number[] = [];
  const ceiling = createSignInCeiling({
    ...shared,
    threshold,
    intervalMs: 1_000,
    maxWaitMs: 10_000,
    now: () => clock.now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const fail = async (times: number) => {
    for (let failure = 0; failure < times; failure += 1) await ceiling.recordFailure();
  };
  return { ceiling, clock, waits, fail };
}

describe('createSignInCeiling', () => {
  it('lets every attempt through at once while failures stay at or under the threshold', async () => {
    const { ceiling, waits, fail } = ceilingOnTestClock();
    await fail(3);
    for (let attempt = 0; attempt < 20; attempt += 1) expect(await ceiling.turn()).toEqual({ ok: true });
    expect(waits).toEqual([]);
  });

  it('over the threshold, gives attempts one slot per interval, then refuses those that would wait too long', async () => {
    const { ceiling, waits, fail } = ceilingOnTestClock();
    await fail(4);
    const turns = [];
    for (let attempt = 0; attempt < 13; attempt += 1) turns.push(await ceiling.turn());
    expect(turns.slice(0, 11).every((turn) => turn.ok)).toBe(true);
    expect(waits).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000]);
    expect(turns[11]).toEqual({ ok: false, retryAfter: 11 });
    expect(turns[12]).toEqual({ ok: false, retryAfter: 11 });
  });

  it('gives attempts that arrive together distinct slots', async () => {
    const { ceiling, waits, fail } = ceilingOnTestClock();
    await fail(4);
    const turns = await Promise.all(Array.from({ length: 5 }, () => ceiling.turn()));
    expect(turns.every((turn) => turn.ok)).toBe(true);
    expect(new Set(waits).size).toBe(waits.length);
    expect(waits).toHaveLength(4);
  });

  it('frees slots as time passes: slowed, never locked out', async () => {
    const { ceiling, clock, waits, fail } = ceilingOnTestClock();
    await fail(50);
    for (let attempt = 0; attempt < 11; attempt += 1) await ceiling.turn();
    expect((await ceiling.turn()).ok).toBe(false);
    clock.now += 11_000;
    waits.length = 0;
    expect(await ceiling.turn()).toEqual({ ok: true });
    expect(waits).toEqual([]);
    expect(await ceiling.turn()).toEqual({ ok: true });
    expect(waits).toEqual([1_000]);
  });

  it('stops slowing once the failures window has passed', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { ceiling, waits, fail } = ceilingOnTestClock();
      await fail(4);
      await ceiling.turn();
      await ceiling.turn();
      expect(waits).toHaveLength(1);
      jest.advanceTimersByTime(15 * 60 * 1000);
      waits.length = 0;
      for (let attempt = 0; attempt < 5; attempt += 1) expect(await ceiling.turn()).toEqual({ ok: true });
      expect(waits).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands out one queue across processes: two ceilings on the same counters never give a slot twice', async () => {
    const shared = counters();
    const clock = { now: 1_000_000 };
    const first = ceilingOnTestClock(3, shared, clock);
    const second = ceilingOnTestClock(3, shared, clock);
    await first.fail(2);
    await second.fail(2);
    const turns = await Promise.all(Array.from({ length: 14 }, (_, attempt) => (attempt % 2 ? first : second).ceiling.turn()));
    // Slots 0 s to 10 s: eleven attempts in all, not eleven per process; the others are told when to come back.
    expect(turns.filter((turn) => turn.ok)).toHaveLength(11);
    expect(turns.filter((turn) => !turn.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, retryAfter: 11 })));
    const waits = [...first.waits, ...second.waits].sort((a, b) => a - b);
    expect(waits).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000]);
  });
});
