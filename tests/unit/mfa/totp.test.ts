/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { Secret } from 'otpauth';
import { groupedSecret, looksLikeTotpCode, matchingStep, newTotpSecret, otpauthUri, totpCodeAt, totpStep } from '@/lib/mfa/totp';

// RFC 6238's SHA-1 test secret ("12345678901234567890") and its published 8-digit codes, of which a 6-digit code
// is the last six digits.
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

/** An independent HOTP (RFC 4226) computed here, so the library is checked against the standard, not itself. */
function hotp(secretBase32: string, counter: number): string {
  const key = Buffer.from(Secret.fromBase32(secretBase32).bytes);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

describe('authenticator codes (RFC 6238, 6 digits, 30 s, SHA-1)', () => {
  it.each(rfcVectors)('gives the RFC test vector at %i s', (seconds, eightDigits) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(eightDigits.slice(-6));
  });

  it('makes 160-bit base32 secrets, each new', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth address apps read, with the issuer, the account and the parameters', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Complia:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Complia',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('groups the secret by four for typing', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  describe('matchingStep', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ';
    const other = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = 1_800_000_015_000; // 15 s into a step
    const step = totpStep(now);

    it('accepts the current code and answers its step', () => {
      expect(matchingStep(secret, hotp(secret, step), now)).toBe(step);
    });

    it('accepts the codes of the step before and after, and answers their own steps', () => {
      expect(matchingStep(secret, hotp(secret, step - 1), now)).toBe(step - 1);
      expect(matchingStep(secret, hotp(secret, step + 1), now)).toBe(step + 1);
    });

    it('refuses codes two steps away', () => {
      const far = [hotp(secret, step - 2), hotp(secret, step + 2)].filter(
        (code) => ![step - 1, step, step + 1].some((near) => hotp(secret, near) === code),
      );
      for (const code of far) expect(matchingStep(secret, code, now)).toBeNull();
    });

    it("refuses a wrong code, another secret's code and anything but 6 digits", () => {
      const right = hotp(secret, step);
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      expect(matchingStep(secret, wrong, now)).toBeNull();
      expect([step - 1, step, step + 1].map((near) => hotp(other, near))).not.toContain(right);
      expect(matchingStep(other, right, now)).toBeNull();
      for (const typed of ['', '12345', '1234567', 'abcdef', `${right}0`, `-${right.slice(1)}`]) {
        expect(matchingStep(secret, typed, now)).toBeNull();
      }
    });

    it('takes a code typed with spaces', () => {
      const code = hotp(secret, step);
      expect(matchingStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    });
  });

  it('tells an authenticator code from a recovery code by its shape', () => {
    expect(looksLikeTotpCode('123456')).toBe(true);
    expect(looksLikeTotpCode('123 456')).toBe(true);
    expect(looksLikeTotpCode('12345')).toBe(false);
    expect(looksLikeTotpCode('abcd-efgh-jkmn-pqrs')).toBe(false);
  });
});
