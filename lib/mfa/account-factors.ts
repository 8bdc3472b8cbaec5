import 'server-only';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { digest, verifyPassword } from '@/lib/backend/passwords';
import type { Db } from '@/lib/db/client';
import { mfaRecoveryCodes, users } from '@/lib/db/schema';
import { sessionSecret } from '@/lib/session-secret';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes';
import { openSecret, sealSecret } from '@/lib/secret-box';
import { looksLikeTotpCode, matchingStep, newTotpSecret } from './totp';

/** The database or one of its transactions: each write below joins the caller's transaction when given one. */
type Writer = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an account's two-factor sign-in is: off, being set up (a secret not yet confirmed) or on. */
export type TwoFactorState = { enabledAt: Date | null; settingUp: boolean; recoveryCodesLeft: number };

/** The outcome of a typed code: accepted, wrong, or a code already used in its 30-second step. */
export type CodeCheck = 'accepted' | 'wrong' | 'replayed';

export async function twoFactorState(db: Writer, accountId: string): Promise<TwoFactorState> {
  const [row] = await db.select({ secret: users.mfaSecret, enabledAt: users.mfaEnabledAt }).from(users).where(eq(users.id, accountId));
  const [left] = await db
    .select({ total: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, accountId), isNull(mfaRecoveryCodes.usedAt)));
  const enabledAt = row?.enabledAt ?? null;
  return { enabledAt, settingUp: !enabledAt && Boolean(row?.secret), recoveryCodesLeft: enabledAt ? (left?.total ?? 0) : 0 };
}

/**
 * Checks an authenticator code against the account's secret (the one being set up, or the one in use) and, when it
 * matches, records its step in the same statement that checks the step is later than the last one accepted: two
 * uses of one code, even at once, accept one.
 */
export async function acceptTotp(db: Writer, accountId: string, code: string, now = Date.now()): Promise<CodeCheck> {
  const [row] = await db.select({ secret: users.mfaSecret }).from(users).where(eq(users.id, accountId));
  const secret = row?.secret ? openSecret(row.secret, accountId, sessionSecret()) : null;
  const step = secret ? matchingStep(secret, code, now) : null;
  if (step === null) return 'wrong';
  const [recorded] = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, accountId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return recorded ? 'accepted' : 'replayed';
}

/** Uses one unused recovery code of an account with two-factor sign-in on; marking it used is the check. */
export async function acceptRecoveryCode(db: Writer, accountId: string, typed: string, now = new Date()): Promise<CodeCheck> {
  const codeHash = recoveryCodeDigest(typed);
  if (!codeHash) return 'wrong';
  const enabled = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, accountId), isNotNull(users.mfaEnabledAt)));
  if (enabled.length === 0) return 'wrong';
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.userId, accountId), eq(mfaRecoveryCodes.codeHash, codeHash), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0 ? 'accepted' : 'wrong';
}

/** An authenticator code (6 digits) or else a recovery code. */
export function acceptSecondFactor(db: Writer, accountId: string, typed: string, now = Date.now()): Promise<CodeCheck> {
  return looksLikeTotpCode(typed) ? acceptTotp(db, accountId, typed, now) : acceptRecoveryCode(db, accountId, typed, new Date(now));
}

/** Starts a setup: a new secret, sealed, replaces any unconfirmed one. Null when two-factor sign-in is already on. */
export async function beginSetup(db: Writer, accountId: string): Promise<string | null> {
  const secret = newTotpSecret();
  const [started] = await db
    .update(users)
    .set({ mfaSecret: sealSecret(secret, accountId, sessionSecret()), mfaLastStep: null })
    .where(and(eq(users.id, accountId), isNull(users.mfaEnabledAt)))
    .returning({ id: users.id });
  return started ? secret : null;
}

/** Turns two-factor sign-in on once a code confirmed the secret being set up; answers the new recovery codes. */
export async function turnOn(db: Writer, accountId: string, now = new Date()): Promise<string[] | null> {
  const [on] = await db
    .update(users)
    .set({ mfaEnabledAt: now })
    .where(and(eq(users.id, accountId), isNull(users.mfaEnabledAt), isNotNull(users.mfaSecret)))
    .returning({ id: users.id });
  return on ? replaceRecoveryCodes(db, accountId) : null;
}

/** Ten new recovery codes; the earlier ones stop working. Only their digests are stored. */
export async function replaceRecoveryCodes(db: Writer, accountId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, accountId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId: accountId, codeHash: recoveryCodeDigest(code)! })));
  return codes;
}

/** Turns two-factor sign-in off: the secret, the last step and the recovery codes are deleted. */
export async function turnOff(db: Writer, accountId: string): Promise<void> {
  await db.update(users).set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null }).where(eq(users.id, accountId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, accountId));
}

/** Whether `password` is the account's password. */
export async function passwordMatches(db: Writer, accountId: string, password: string): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, accountId));
  return row ? verifyPassword(password, row.passwordHash) : false;
}

/** A digest of the password record a pending sign-in was proved with: a password changed meanwhile ends it. */
export function credentialOf(passwordHash: string): string {
  return digest(`pending-sign-in:${passwordHash}`).slice(0, 32);
}
