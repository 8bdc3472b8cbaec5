import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The authenticator secret at rest: AES-256-GCM under a key derived with HKDF-SHA-256 from the session secret,
 * so a copy of the database alone reveals no secret. The account's id is bound in as associated data: a sealed
 * value copied onto another account does not open. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
const VERSION = 'v1';
const INFO = 'complia two-factor secret v1';

function keyFrom(masterSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, Buffer.alloc(0), INFO, 32));
}

/** Seals `plain` for the account `accountId` under a key derived from `masterSecret`. */
export function sealSecret(plain: string, accountId: string, masterSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(masterSecret), iv);
  cipher.setAAD(Buffer.from(accountId));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret sealed in `sealed` for `accountId`, or null when it was altered, moved or sealed under another key. */
export function openSecret(sealed: string, accountId: string, masterSecret: string): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(masterSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(accountId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
