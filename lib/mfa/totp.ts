import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps compute them: 6 digits, a new code every 30
 * seconds, HMAC-SHA-1 (the one algorithm every app supports). A code of the step before or after the current one is
 * accepted too, for a phone's clock a little off and a code typed as it changes.
 */
export const TOTP_ISSUER = 'Complia';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps accepted on either side of the current one. */
const WINDOW = 1;

function totp(secretBase32: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret of 160 bits (the size RFC 4226 recommends), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` address a QR code carries to an authenticator app. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString();
}

/** The secret in groups of four characters, easier to type into an app by hand. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The 30-second step a time falls in (the counter of RFC 6238). */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** The code of a step (for tests and the step's own check). */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/** Whether a typed value has the shape of an authenticator code: 6 digits, spaces allowed. */
export function looksLikeTotpCode(value: string): boolean {
  return /^\d{6}$/.test(value.replace(/\s+/g, ''));
}

/**
 * The step whose code `code` is, within one step of `now`, or null when it matches none. The caller refuses a
 * step not later than the last one accepted, so a code works once.
 */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}
