import { createHash, randomBytes } from 'node:crypto';

/** Every SCIM token starts with this, so a leaked one is recognisable in logs and secret scanners. */
export const SCIM_TOKEN_PREFIX = 'cscim_';

/** A new token: the prefix and 32 random bytes (base64url). */
export function generateScimToken(): string {
  return `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** How a token is stored: its SHA-256 (hex). The token is random and long, so a fast hash is enough. */
export function hashScimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the list shows of a token: the prefix, dots and its last four characters. */
export function maskScimToken(lastFour: string): string {
  return `${SCIM_TOKEN_PREFIX}${'•'.repeat(12)}${lastFour}`;
}

/** The SCIM token of an `Authorization: Bearer <token>` header, or null. */
export function bearerScimToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.startsWith(SCIM_TOKEN_PREFIX) ? match[1] : null;
}
