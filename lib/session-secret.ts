import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from './env';

let cached: string | undefined;

/**
 * The password that seals the session cookie: SESSION_SECRET, or (embedded default only; lib/env.ts refuses the
 * others) a random secret generated once into DATA_DIR/session-secret and reused on every later start.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const { SESSION_SECRET, DATA_DIR } = env();
  if (SESSION_SECRET) return (cached = SESSION_SECRET);
  const file = join(resolve(DATA_DIR), 'session-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
    if (cached.length >= 32) return cached;
  } catch {
    // No secret yet: generated below.
  }
  mkdirSync(resolve(DATA_DIR), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' keeps the first secret if two processes start at once; the loser reads the winner's file.
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    console.warn(`SESSION_SECRET is not set: generated one into ${file}. Set SESSION_SECRET in production.`);
    cached = secret;
  } catch {
    cached = readFileSync(file, 'utf8').trim();
  }
  return cached;
}
