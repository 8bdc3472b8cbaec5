import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/backend/passwords';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { beginSetup, turnOn } from '@/lib/mfa/account-factors';
import { totpCodeAt } from '@/lib/mfa/totp';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import type { Member } from '@/lib/workspace/member';
import { currentMembership, inviteMember, acceptInvitation, startOrganization, type Identity } from '@/lib/workspace/organization';

export const PASSWORD = 'correct horse battery';

/** A new embedded account (a users row) and the identity its member rows take. */
export async function newAccount(name = 'Person'): Promise<{ accountId: string; email: string; identity: Identity }> {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), fullName: name, companyName: `${name} Inc.` })
    .returning({ id: users.id });
  const accountId = user!.id;
  return { accountId, email, identity: { subject: `embedded:${accountId}`, email, displayName: name } };
}

/** An embedded account founding a new organization (its admin). */
export async function accountFounder(name = 'Founder'): Promise<{ member: Member; accountId: string; email: string }> {
  const { accountId, email, identity } = await newAccount(name);
  return { member: await startOrganization(`Org of ${name}`, identity), accountId, email };
}

/** An embedded account joining the admin's organization with `role`. */
export async function accountJoining(admin: Member, role: TeamRole, name: string = role): Promise<{ member: Member; accountId: string }> {
  const { accountId, email, identity } = await newAccount(name);
  const { token } = await inviteMember(admin, email, role);
  await acceptInvitation(token, identity);
  return { member: (await currentMembership(identity.subject))!, accountId };
}

/** Turns two-factor sign-in on for the account, as the setup does; answers its secret and recovery codes. */
export async function withTwoFactor(accountId: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const db = await getDb();
  const secret = (await beginSetup(db, accountId))!;
  const recoveryCodes = (await turnOn(db, accountId))!;
  return { secret, recoveryCodes };
}

/** The code an authenticator app shows for the secret `offsetSteps` steps from now. */
export function codeFor(secret: string, offsetSteps = 0, now = Date.now()): string {
  return totpCodeAt(secret, now + offsetSteps * 30_000);
}

export async function userRow(accountId: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, accountId));
  return row!;
}
