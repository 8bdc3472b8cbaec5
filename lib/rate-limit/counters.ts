import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A counter's window: `points` per `duration` seconds, for keys under `keyPrefix`. */
export type CounterWindow = { keyPrefix: string; points: number; duration: number };

/** Makes the counter of one window; limiters.ts picks the kind. */
export type CounterFactory = (window: CounterWindow) => RateLimiterAbstract;

/** What the limits use of a counter; every rate-limiter-flexible limiter has it. */
export type Counter = Pick<RateLimiterAbstract, 'points' | 'consume' | 'penalty' | 'get' | 'delete'>;

/**
 * A counter whose store is chosen on its first use, not when the module loads: the environment is read on first
 * use (lib/env.ts), after a test or the start-up has set it. Its figures are known at once.
 */
export class CounterOnFirstUse implements Counter {
  private made: Counter | undefined;
  readonly points: number;

  constructor(
    private readonly window: CounterWindow,
    private readonly factory: () => CounterFactory,
  ) {
    this.points = window.points;
  }

  private get store(): Counter {
    this.made ??= this.factory()(this.window);
    return this.made;
  }

  consume: Counter['consume'] = (...args) => this.store.consume(...args);
  penalty: Counter['penalty'] = (...args) => this.store.penalty(...args);
  get: Counter['get'] = (...args) => this.store.get(...args);
  delete: Counter['delete'] = (...args) => this.store.delete(...args);
}

/** What RateLimiterPostgres asks of its store: a pg Pool's `query` (it names its prepared statements). */
export type QueryClient = { query(config: { name?: string; text: string; values?: unknown[] }): Promise<unknown> };

/** The table of the committed migration 0010_rate_limits (lib/db/tables/accounts.ts). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** How often a store failure is logged again while it lasts. */
const LOG_EVERY_MS = 60_000;

/** Counters that each process keeps on its own: right for PGlite, which one process holds. */
export const memoryCounters: CounterFactory = (window) => new RateLimiterMemory(window);

/**
 * Counters in PostgreSQL that every process of the deployment shares, through `client` (the app's pool, reached
 * once the database is open and migrated). When the store fails (PostgreSQL down or refusing connections, a
 * query failing), each counter goes on in this process's memory with the same figures (the library's insurance
 * limiter) and the failure is logged: the limits stay in force, per process, instead of letting every attempt
 * through (fail open) or refusing everyone because a counter is unreachable (fail closed).
 */
export function postgresCounters(client: () => Promise<QueryClient>, log: (message: string) => void = console.error): CounterFactory {
  let loggedAt = -Infinity;
  const store: QueryClient = {
    async query(config) {
      try {
        return await (await client()).query(config);
      } catch (error) {
        // The library's five-minutely clean-up of ended windows (its statement <table>:rlflx-clear-expired) counts
        // nothing: its failure (the pool closed at shutdown, the server down) changes no limit, and the next
        // clean-up deletes the same rows.
        const cleanUp = config.name?.endsWith(':rlflx-clear-expired') ?? false;
        if (!cleanUp && Date.now() - loggedAt >= LOG_EVERY_MS) {
          loggedAt = Date.now();
          const reason = error instanceof Error ? error.message : String(error);
          log(`Request limits: the PostgreSQL counters failed (${reason}); counting in this process's memory meanwhile.`);
        }
        throw error;
      }
    },
  };
  let sweeper = true;
  return (window) => {
    const counter = new RateLimiterPostgres({
      ...window,
      storeClient: store,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      // The migration created it; the library would otherwise try CREATE TABLE from every process at start.
      tableCreated: true,
      // Every counter shares the table: one of them deletes the rows whose window ended (every 5 minutes).
      clearExpiredByTimeout: sweeper,
      insuranceLimiter: new RateLimiterMemory(window),
    });
    sweeper = false;
    return counter;
  };
}
