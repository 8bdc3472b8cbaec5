import 'server-only';
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolvePromise, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolvePromise(key))),
  );
}

/** An scrypt record `scrypt$N$r$p$salt$hash` (base64url) for storing; the password is never trimmed. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a record from hashPassword (constant-time comparison). */
export async function verifyPassword(password: string, record: string): Promise<boolean> {
  const [scheme, , , , salt, hash] = record.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A record that never matches, verified against unknown e-mails so both answers take as long. */
export const DUMMY_PASSWORD_RECORD =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** A new random token (32 bytes) for the browser's session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a token or reset id is stored: its SHA-256, so the table alone signs no one in. */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
