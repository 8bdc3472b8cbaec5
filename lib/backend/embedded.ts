import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, getOpenDb } from '@/lib/db/client';
import { authTokens, users } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/domain/calendar-days';
import { confirmedTokens } from './confirmed-tokens';
import { BackendError, SecondFactorRequired } from './errors';
import { DUMMY_PASSWORD_RECORD, digest, newToken, verifyPassword } from './passwords';
import type { Backend, Credentials, MyInformation } from './types';

/** Embedded tokens live as long as the longest session (30 days); the cookie's own expiry is usually shorter. */
const TOKEN_TTL_MS = 30 * DAY_MS;

/** Stores a new token for the user and returns it (only its digest is kept). */
export async function issueToken(userId: string): Promise<string> {
  const db = await getDb();
  const token = newToken();
  await db.insert(authTokens).values({ tokenHash: digest(token), userId, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
  return token;
}

async function userForToken(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, digest(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  return row?.user ?? null;
}

/** The backend served from the product's own database (the default when BACKEND_URL is empty). */
export const embeddedBackend: Backend = {
  kind: 'embedded',

  /** A token for the right password; an account with two-factor sign-in on gets none yet (SecondFactorRequired). */
  async login({ email, password }: Credentials) {
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
    const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_RECORD);
    if (!user || !matches) throw new BackendError('rejected', 'Invalid email or password');
    if (user.mfaEnabledAt) throw new SecondFactorRequired(user.id, user.passwordHash);
    return { token: await issueToken(user.id) };
  },

  async myInformation(token: string): Promise<MyInformation> {
    const user = await userForToken(token);
    if (!user) throw new BackendError('unauthorized', 'The token is not valid');
    return {
      uuid: user.id,
      email: user.email,
      full_name: user.fullName,
      company_name: user.companyName,
      industry: user.industry,
      public_files_uuid: user.publicFilesUuid,
      time_zone: user.timeZone,
      type: user.type,
    };
  },

  async logout(token: string) {
    const tokenHash = digest(token);
    const db = await getDb();
    await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
    confirmedTokens.forget(tokenHash);
  },

  /**
   * One read of the token's primary key. With PostgreSQL it is read on every request: other server processes
   * sign out and reset too, and what they revoke must be refused here on the very next request. PGlite is held by
   * this process alone (the DATA_DIR lock), so every revocation passes here and forgets the tokens it ends: a
   * token found active is trusted for a few seconds, which spares the in-process database a query per page.
   */
  async isTokenActive(token: string) {
    const tokenHash = digest(token);
    const { db, kind } = await getOpenDb();
    const remembered = kind === 'pglite' ? confirmedTokens : null;
    if (remembered?.has(tokenHash)) return true;
    const [row] = await db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
      .limit(1);
    if (row) remembered?.remember(tokenHash, row.userId);
    return row !== undefined;
  },
};
