// Builds the app when needed, starts a production server on a free port with a throw-away data folder, stops it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds unless a build exists (the product with `npm run build`, the floor app with `next build`); `force` always rebuilds. */
export function buildIfNeeded(force = false, cwd = root) {
  if (!force && existsSync(join(cwd, '.next', 'BUILD_ID'))) return;
  const [command, args] = cwd === root ? ['npm', ['run', 'build']] : ['npx', ['next', 'build']];
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`next build failed in ${cwd}`);
}

async function waitForOk(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/**
 * Starts a server and resolves once `readyPath` answers 200: by default the home page, so that `startMs` is the time
 * from spawn to the first public page (see docs/performance.md; the database may still be opening then). `standalone` runs
 * .next/standalone/server.js (`npm run build` copies the static files in), otherwise `npm start`'s script for the
 * product and `next start` for the floor app. Returns { origin, pid, startMs, stop }.
 */
export async function startServer({ cwd = root, standalone = false, readyPath = '/', env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const serverEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, ...env };
  let command = 'node';
  let args;
  if (standalone) {
    args = [join(cwd, '.next', 'standalone', 'server.js')];
  } else if (cwd === root) {
    args = [join(root, 'scripts', 'start.mjs'), '-p', String(port), '-H', '127.0.0.1'];
  } else {
    args = [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'];
  }
  const started = performance.now();
  const child = spawn(command, args, { cwd, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(origin + readyPath, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  }
  const startMs = performance.now() - started;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, pid: child.pid, startMs, stop, output: () => output };
}

/** Resident memory of a process in bytes (Linux /proc). */
export function residentBytes(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}
