/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  newRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  recoveryCodeDigest,
  RECOVERY_CODE_COUNT,
} from '@/lib/mfa/recovery-codes';

describe('recovery codes', () => {
  it('are four groups of four letters of an alphabet without i, l, o or u', () => {
    for (let index = 0; index < 200; index += 1) expect(newRecoveryCode()).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('come ten at a time, all different, and differ from one call to the next', () => {
    const first = newRecoveryCodes();
    expect(first).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(first).size).toBe(10);
    expect(newRecoveryCodes().some((code) => first.includes(code))).toBe(false);
  });

  it('are read whatever the case, spaces and hyphens', () => {
    const code = newRecoveryCode();
    const bare = code.replace(/-/g, '');
    expect(normalizeRecoveryCode(code)).toBe(bare);
    expect(normalizeRecoveryCode(` ${code.toUpperCase()} `)).toBe(bare);
    expect(normalizeRecoveryCode(bare.match(/.{4}/g)!.join(' '))).toBe(bare);
  });

  it('refuse what cannot be a code: wrong length or letters outside the alphabet', () => {
    for (const typed of ['', '123456', 'abcd-efgh-jkmn-pqr', 'abcd-efgh-jkmn-pqrst', 'abcd-efgh-jkmn-pqri', 'abcd-efgh-jkmn-pqr!']) {
      expect(normalizeRecoveryCode(typed)).toBeNull();
      expect(recoveryCodeDigest(typed)).toBeNull();
    }
  });

  it('are stored as a SHA-256 of the normalized code, never the code itself', () => {
    const code = newRecoveryCode();
    const digest = recoveryCodeDigest(code)!;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(code.replace(/-/g, ''));
    expect(digest).toBe(
      createHash('sha256')
        .update(`recovery:${code.replace(/-/g, '')}`)
        .digest('hex'),
    );
    expect(recoveryCodeDigest(code.toUpperCase())).toBe(digest);
    expect(recoveryCodeDigest(newRecoveryCode())).not.toBe(digest);
  });
});
