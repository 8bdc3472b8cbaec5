import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../support/free-port';

// Playwright runs from the project folder (npm run test:e2e).
const root = process.cwd();

/**
 * The tag of every test that starts servers of its own: they run one at a time, after the others, so that their
 * start-ups (a new database each) do not slow the rest of the suite on a two-core machine (playwright.config.ts).
 */
export const OWN_SERVER = { tag: '@own-server' };

/** A production server of the last build started with `npm start`'s script, on its own port and data folder. */
export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts `node scripts/start.mjs` with DATA_DIR (and `env`) on `port` and returns at once; see `untilReady`. */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}, port = freePort()): ServerProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: 'data-folder-e2e-secret-0123456789abcdef', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits for /api/health: Next.js answers only once start-up (instrumentation.ts: lock, database) is done. */
export async function untilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    try {
      // Not kept alive: a test's next request may come after the server closed an idle connection (5 s), and
      // one sent on that connection as it closes fails with ECONNRESET.
      if ((await fetch(`${server.origin}/api/health`, { headers: { connection: 'close' } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}
