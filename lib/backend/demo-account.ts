import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from './passwords';

/** The demo account created on an empty embedded database (DEMO_ACCOUNT=on); also written in the README and docs/demo.md. */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'compliance-demo',
  fullName: 'Demo Manager',
  companyName: 'Demo Compliance Co.',
} as const;

/**
 * Creates the demo account when the database has no user yet; returns a line to print at start while the
 * account still has its documented password, else null.
 */
export async function ensureDemoAccount(db: Db): Promise<string | null> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) === 0) {
    await db
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
        fullName: DEMO_ACCOUNT.fullName,
        companyName: DEMO_ACCOUNT.companyName,
        industry: 0,
      })
      .onConflictDoNothing();
  }
  const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (!demo || !(await verifyPassword(DEMO_ACCOUNT.password, demo.passwordHash))) return null;
  return `Demo account: sign in at /login with ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`;
}
