/** @jest-environment node */
import { Pool } from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { getOpenDb, openDb } from '@/lib/db/client';
import type { WriteLimit } from '@/lib/rate-limit/limiters';
import { postgresCounters, type CounterFactory } from '@/lib/rate-limit/counters';
import { createSignInCeiling } from '@/lib/rate-limit/sign-in-ceiling';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { createThrowAwayDatabase, describeOnPostgres } from '../db/postgres-fixture';

// Two server processes on one PostgreSQL, as two pools: what one counts, the other sees.
describeOnPostgres('request limits counted in PostgreSQL', (serverUrl) => {
  let database: Awaited<ReturnType<typeof createThrowAwayDatabase>>;
  const pools: Pool[] = [];
  let first: CounterFactory;
  let second: CounterFactory;

  beforeAll(async () => {
    database = await createThrowAwayDatabase(serverUrl, 'limits');
    // The committed migrations create the counters' table, as the server's start does.
    await (await openDb({ databaseUrl: database.url })).close();
    for (let process = 0; process < 2; process += 1) {
      const pool = new Pool({ connectionString: database.url, max: 3 });
      // Dropping the database at the end closes connections that are still ending: expected, not a failure.
      pool.on('error', () => undefined);
      pools.push(pool);
    }
    first = postgresCounters(async () => pools[0]!);
    second = postgresCounters(async () => pools[1]!);
  }, 60_000);
  afterAll(async () => {
    if (process.env.DATABASE_URL === database?.url) await (await getOpenDb()).close();
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  let windows = 0;
  /** A window of its own for each test, so no test sees another's counts. */
  const window = (points: number, duration = 60) => ({ keyPrefix: `test-${(windows += 1)}`, points, duration });

  it('spends one write budget across processes: the figures, headers and message of a refusal stay the same', async () => {
    const perClient = window(3);
    const total = window(100);
    const limitOf = (counters: CounterFactory): WriteLimit => ({
      what: 'subscription requests',
      perClient: counters(perClient),
      total: counters(total),
    });
    const [onFirst, onSecond] = [limitOf(first), limitOf(second)];
    const remaining = [];
    for (const limit of [onFirst, onSecond, onFirst]) {
      const budget = await spendWriteBudget(limit, '203.0.113.7');
      expect(budget.ok).toBe(true);
      remaining.push(budget.headers['RateLimit-Remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await spendWriteBudget(onSecond, '203.0.113.7');
    expect(refused).toMatchObject({
      ok: false,
      message: 'Too many subscription requests from your network. Please try again in 1 minute.',
    });
    expect(refused.headers).toMatchObject({
      'RateLimit-Limit': '3',
      'RateLimit-Remaining': '0',
      'Retry-After': expect.stringMatching(/^(59|60)$/),
    });
    expect((await spendWriteBudget(onFirst, '203.0.113.8')).ok).toBe(true);
  });

  it('counts sign-in failures of one e-mail across processes, and a success on either clears them', async () => {
    const perEmail = window(5, 15 * 60);
    const [onFirst, onSecond] = [first(perEmail), second(perEmail)];
    // An address of 254 characters, the longest the sign-in form takes, fits the key after its prefix.
    const email = `${'a'.repeat(240)}@example.com`;
    for (const counter of [onFirst, onSecond, onFirst, onSecond, onFirst]) await counter.penalty(email);
    const counted = await onSecond.get(email);
    expect(counted?.consumedPoints).toBe(5);
    expect(counted?.msBeforeNext).toBeGreaterThan(14 * 60 * 1000);
    const { rows } = await pools[0]!.query('select points from rate_limits where key = $1', [`${perEmail.keyPrefix}:${email}`]);
    expect(rows).toEqual([{ points: 5 }]);
    await onFirst.delete(email);
    expect(await onSecond.get(email)).toBeNull();
  });

  it('starts a new window once the old one has ended', async () => {
    const short = window(1, 1);
    await first(short).consume('key');
    await expect(second(short).consume('key')).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(second(short).consume('key')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('gives each slot of the slowed sign-in to one attempt across processes', async () => {
    const failures = window(0, 15 * 60);
    const slots = window(1, 12);
    const clock = { now: 1_000_000 };
    const ceilingOf = (counters: CounterFactory) =>
      createSignInCeiling({
        failures: counters(failures),
        slots: counters(slots),
        threshold: 0,
        intervalMs: 1_000,
        maxWaitMs: 10_000,
        now: () => clock.now,
        sleep: async () => undefined,
      });
    const ceilings = [ceilingOf(first), ceilingOf(second)];
    await ceilings[0]!.recordFailure();
    const turns = await Promise.all(Array.from({ length: 14 }, (_, attempt) => ceilings[attempt % 2]!.turn()));
    expect(turns.filter((turn) => turn.ok)).toHaveLength(11);
    expect(turns.filter((turn) => !turn.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, retryAfter: 11 })));
  });

  it('keeps counting in memory, and says so once, while PostgreSQL cannot be reached', async () => {
    const log = jest.fn();
    const unreachable = postgresCounters(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    }, log);
    const counter = unreachable(window(2));
    // The clean-up of ended windows counts nothing, so its failure is not reported as counting in memory.
    await (counter as unknown as { clearExpired(expire: number): Promise<void> }).clearExpired(Date.now());
    expect(log).not.toHaveBeenCalled();
    await counter.consume('203.0.113.9');
    await counter.consume('203.0.113.9');
    await expect(counter.consume('203.0.113.9')).rejects.toBeInstanceOf(RateLimiterRes);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain('ECONNREFUSED');
  });

  it("with DATABASE_URL, counts the product's own limits there, through the app's pool", async () => {
    // lib/env.ts reads the environment on first use, and limiters.ts chooses the store on the first count.
    process.env.DATABASE_URL = database.url;
    const { loginRetryAfter, recordLoginFailure } = await import('@/lib/rate-limit/sign-in');
    for (let attempt = 0; attempt < 5; attempt += 1) await recordLoginFailure('203.0.113.50', 'Shared@Example.com');
    expect(await loginRetryAfter('203.0.113.51', 'shared@example.com')).toBe(900);
    const { rows } = await pools[0]!.query("select key, points from rate_limits where key like 'sign-in:%' order by key");
    expect(rows).toEqual([
      { key: 'sign-in:address:203.0.113.50', points: 5 },
      { key: 'sign-in:all:all', points: 5 },
      { key: 'sign-in:email:shared@example.com', points: 5 },
    ]);
  });
});
