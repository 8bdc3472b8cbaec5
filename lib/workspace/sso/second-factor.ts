import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, users } from '@/lib/db/schema';
import { credentialOf } from '@/lib/mfa/account-factors';

/**
 * What a sign-in through the provider still needs when the organization requires two-factor sign-in:
 * - `none`: the organization does not require it, or the provider said the person proved more than a password
 *   (`providerMultiFactor`), so the product does not ask again;
 * - `code`: the provider did not say so and the account has the product's own two-factor sign-in on, so its code
 *   is asked as after a password (`credential` binds the pending step to the account as it is now);
 * - `setup`: the provider did not say so and the account has no second factor here, so the person is signed in
 *   and held at the two-factor setup, as a member who owes it is.
 */
export type SecondFactorAfterSignOn = { kind: 'none' } | { kind: 'code'; credential: string } | { kind: 'setup' };

export async function secondFactorAfterSignOn(
  organizationId: string,
  accountId: string,
  providerMultiFactor: boolean,
): Promise<SecondFactorAfterSignOn> {
  const db = await getDb();
  const [row] = await db
    .select({ requires: organizations.requireMfa, enabledAt: users.mfaEnabledAt, passwordHash: users.passwordHash })
    .from(organizations)
    .leftJoin(users, eq(users.id, accountId))
    .where(eq(organizations.id, organizationId));
  if (!row?.requires || providerMultiFactor) return { kind: 'none' };
  if (row.enabledAt && row.passwordHash) return { kind: 'code', credential: credentialOf(row.passwordHash) };
  return { kind: 'setup' };
}
