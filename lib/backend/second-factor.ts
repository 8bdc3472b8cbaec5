import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { acceptSecondFactor, credentialOf, type CodeCheck } from '@/lib/mfa/account-factors';
import type { PendingSignIn } from '@/lib/mfa/pending-sign-in';
import { issueToken } from './embedded';

/**
 * The second step of an embedded sign-in: a token once the code is accepted. 'expired' when the account no longer
 * has two-factor sign-in on or its password changed since the first step (the pending sign-in no longer holds).
 */
export async function finishSignIn(
  pending: PendingSignIn,
  typedCode: string,
  now = Date.now(),
): Promise<{ token: string } | Exclude<CodeCheck, 'accepted'> | 'expired'> {
  const db = await getDb();
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, pending.accountId), isNotNull(users.mfaEnabledAt)));
  if (!account || credentialOf(account.passwordHash) !== pending.credential) return 'expired';
  const outcome = await acceptSecondFactor(db, pending.accountId, typedCode, now);
  if (outcome !== 'accepted') return outcome;
  return { token: await issueToken(pending.accountId) };
}
