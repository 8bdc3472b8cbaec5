import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret at rest (an authenticator's secret, an integration's credentials): AES-256-GCM under a key derived with
 * HKDF-SHA-256 from a master secret and the secret's purpose, so a copy of the database alone reveals nothing and a
 * key of one purpose opens nothing of another. The owner's id (an account, an organization's connection) is bound in
 * as associated data: a sealed value copied onto another owner does not open. Stored as
 * `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
const VERSION = 'v1';
/** The purpose of the two-factor secrets, the first sealed here; others name theirs. */
const TWO_FACTOR = 'complia two-factor secret v1';

function keyFrom(masterSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, Buffer.alloc(0), purpose, 32));
}

/** Seals `plain` for the owner `ownerId` under a key derived from `masterSecret` and `purpose`. */
export function sealSecret(plain: string, ownerId: string, masterSecret: string, purpose = TWO_FACTOR): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(masterSecret, purpose), iv);
  cipher.setAAD(Buffer.from(ownerId));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret sealed in `sealed` for `ownerId`, or null when it was altered, moved or sealed under another key or purpose. */
export function openSecret(sealed: string, ownerId: string, masterSecret: string, purpose = TWO_FACTOR): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(masterSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(ownerId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
