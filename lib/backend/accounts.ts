import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { authTokens, passwordResets, users } from '@/lib/db/schema';
import { confirmedTokens } from './confirmed-tokens';
import { issueToken } from './embedded';
import { BackendError } from './errors';
import { digest, hashPassword } from './passwords';
import type { AccountBackend, Registration } from './types';

/** A reset link works once, within an hour. */
const RESET_TTL_MS = 60 * 60 * 1000;

/** Sign-up and password reset of the embedded backend (the provider has no such calls). */
export const embeddedAccounts: AccountBackend = {
  /** Creates the account and signs it in; throws BackendError('conflict') when the e-mail is taken. */
  async register(registration: Registration) {
    const db = await getDb();
    const [created] = await db
      .insert(users)
      .values({
        email: registration.email.trim().toLowerCase(),
        passwordHash: await hashPassword(registration.password),
        fullName: registration.fullName,
        companyName: registration.companyName,
        industry: registration.industry,
        marketingOptIn: registration.marketingOptIn,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw new BackendError('conflict', 'An account with this email already exists. Sign in instead.');
    return { token: await issueToken(created.id) };
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
      .where(and(eq(passwordResets.tokenHash, digest(resetId.toLowerCase())), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, used.userId), isNull(authTokens.revokedAt)));
    confirmedTokens.forgetUser(used.userId);
    return true;
  },
};
