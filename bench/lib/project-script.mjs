// Runs the project's own TypeScript scripts (seeding, measuring) from the benchmark.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs a TypeScript script of the project as `npm run` does (tsx, react-server conditions) and answers its JSON lines. */
export function jsonLines(script, args, env) {
  const out = execFileSync(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', script, ...args],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    },
  );
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}
