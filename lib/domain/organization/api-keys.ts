import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked key is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'ck_live_';

/** A new secret key: the prefix and 32 random bytes (base64url). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** How a key is stored: its SHA-256 (hex). The key is random and long, so a fast hash is enough to make the table useless. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What the list shows of a key: the prefix, dots and its last four characters. */
export function maskApiKey(lastFour: string): string {
  return `${API_KEY_PREFIX}${'•'.repeat(12)}${lastFour}`;
}

/** The key in an `Authorization: Bearer <key>` header, or null. */
export function bearerKey(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}
