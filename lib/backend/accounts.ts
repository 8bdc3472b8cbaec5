import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authTokens, passwordResets, users } from '@/lib/db/schema';
import { confirmedTokens } from './confirmed-tokens';
import { issueToken } from './embedded';
import { BackendError } from './errors';
import { digest, hashPassword, verifyPassword } from './passwords';
import type { AccountBackend } from './types';

/** The user a token signs in, or BackendError('unauthorized'). */
async function tokenOwner(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: authTokens.userId, passwordHash: users.passwordHash })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, digest(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  if (!row) throw new BackendError('unauthorized', 'The token is not valid');
  return row;
}

/** Revokes every active token of the user except `keep`; answers how many. */
async function revokeOtherTokens(userId: string, keep: string): Promise<number> {
  const db = await getDb();
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, digest(keep))))
    .returning({ tokenHash: authTokens.tokenHash });
  for (const { tokenHash } of revoked) confirmedTokens.forget(tokenHash);
  return revoked.length;
}

/** A reset link works once, within an hour. */
const RESET_TTL_MS = 60 * 60 * 1000;

/** Sign-up and password reset of the embedded backend (the provider has no such calls). */
export const embeddedAccounts: AccountBackend = {
  /**
   * Creates the account and signs it in; throws BackendError('conflict') when the e-mail is taken. The password is
   * hashed before the transaction, so the rows stay locked for the inserts only.
   */
  async register(registration, whenCreated) {
    const passwordHash = await hashPassword(registration.password);
    const db = await getDb();
    const userId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: registration.email.trim().toLowerCase(),
          passwordHash,
          fullName: registration.fullName,
          companyName: registration.companyName,
          industry: registration.industry,
          marketingOptIn: registration.marketingOptIn,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) throw new BackendError('conflict', 'An account with this email already exists. Sign in instead.');
      await whenCreated?.(tx, created.id);
      return created.id;
    });
    return { token: await issueToken(userId) };
  },

  /** A new reset id (a UUID v4) for the account with this e-mail, or null when there is none. */
  async requestPasswordReset(email: string) {
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
    if (!user) return null;
    const resetId = randomUUID();
    await db.insert(passwordResets).values({ tokenHash: digest(resetId), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    return resetId;
  },

  /** Sets a new password through an unused, unexpired reset id and signs out every session; false otherwise. */
  async resetPassword(resetId: string, password: string) {
    const db = await getDb();
    const passwordHash = await hashPassword(password);
    const now = new Date();
    // Marking the link used in the same statement that checks it makes a second use fail, even in parallel.
    const [used] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, digest(resetId.toLowerCase())), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, used.userId), isNull(authTokens.revokedAt)));
    confirmedTokens.forgetUser(used.userId);
    return true;
  },

  async changePassword(token: string, currentPassword: string, newPassword: string) {
    const owner = await tokenOwner(token);
    if (!(await verifyPassword(currentPassword, owner.passwordHash))) return 'wrong-password';
    const db = await getDb();
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, owner.userId));
    await revokeOtherTokens(owner.userId, token);
    return 'changed';
  },

  async endOtherSessions(token: string) {
    const owner = await tokenOwner(token);
    return revokeOtherTokens(owner.userId, token);
  },

  async activeSessionCount(token: string) {
    const owner = await tokenOwner(token);
    const db = await getDb();
    const [row] = await db
      .select({ total: count() })
      .from(authTokens)
      .where(and(eq(authTokens.userId, owner.userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
    return row?.total ?? 0;
  },
};
