import { createHash, randomInt } from 'node:crypto';

/**
 * Recovery codes: ten random codes shown once when two-factor sign-in is turned on, each of which signs in once
 * in place of an authenticator code. 16 characters of a 32-letter alphabet (80 bits) make a stored SHA-256 as safe
 * as a salted slow hash: no list of guesses reaches one. The alphabet leaves out i, l, o and u, which people misread.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

/** One new code, shown as four groups of four: `7k2m-q9xd-…`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** Ten new codes, all different. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/** What a person typed, as the code is stored: lower case, without spaces or hyphens; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]+/g, '');
  if (bare.length !== LENGTH) return null;
  for (const character of bare) if (!ALPHABET.includes(character)) return null;
  return bare;
}

/** How a code is stored: the SHA-256 of its normalized form; null when the value cannot be a code. */
export function recoveryCodeDigest(typed: string): string | null {
  const bare = normalizeRecoveryCode(typed);
  return bare === null ? null : createHash('sha256').update(`recovery:${bare}`).digest('hex');
}
