import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, like, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, organizations, ssoConnections, ssoDomains, ssoUsedAssertions, users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/backend/passwords';
import { SCIM_SUBJECT } from '@/lib/domain/scim/users';
import { SsoFailure } from '@/lib/sso/failure';
import type { OidcSettings } from '@/lib/sso/oidc';
import { parseIdpMetadata, type IdpMetadata } from '@/lib/sso/saml-metadata';
import { openClientSecret } from '@/lib/sso/secrets';
import { recordActivity } from '../activity';

// The public side of single sign-on: what the sign-in page and the provider's answers need before anyone is signed
// in, so these take an organization id or an e-mail address rather than a member.

const EMBEDDED = 'embedded:';
export const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/** The organization whose verified domain the address is of and whose connection is on, or null. */
export async function ssoRouteForEmail(email: string): Promise<{ organizationId: string; protocol: 'oidc' | 'saml' } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ organizationId: ssoConnections.organizationId, protocol: ssoConnections.protocol })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.organizationId, ssoDomains.organizationId))
    .where(and(eq(ssoDomains.domain, domainOf(email)), isNotNull(ssoDomains.verifiedAt), eq(ssoConnections.enabled, true)))
    .limit(1);
  return row ?? null;
}

export type LoadedConnection =
  { protocol: 'oidc'; organizationId: string; oidc: OidcSettings } | { protocol: 'saml'; organizationId: string; saml: IdpMetadata };

/** The organization's connection as saved, its secret opened; a test may load it before it is switched on. */
export async function loadConnection(organizationId: string, { evenIfOff = false } = {}): Promise<LoadedConnection> {
  const db = await getDb();
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  if (!row || (!row.enabled && !evenIfOff)) throw new SsoFailure('Single sign-on is not switched on for this organization.');
  if (row.protocol === 'oidc') {
    const clientSecret = row.oidcClientSecret ? openClientSecret(organizationId, row.oidcClientSecret) : null;
    if (!row.oidcDiscoveryUrl || !row.oidcClientId || clientSecret === null) {
      throw new SsoFailure('The OIDC connection is incomplete or its secret cannot be opened. Ask your administrator to save it again.');
    }
    return { protocol: 'oidc', organizationId, oidc: { discoveryUrl: row.oidcDiscoveryUrl, clientId: row.oidcClientId, clientSecret } };
  }
  if (!row.samlMetadata) throw new SsoFailure('The SAML connection has no metadata. Ask your administrator to save it again.');
  return { protocol: 'saml', organizationId, saml: parseIdpMetadata(row.samlMetadata) };
}

/**
 * Records an assertion id or nonce as used until it expires; false when it was used already (a replay). Expired
 * entries are dropped on the way.
 */
export async function spendOnce(key: string, expiresAt: Date): Promise<boolean> {
  const db = await getDb();
  await db.delete(ssoUsedAssertions).where(lt(ssoUsedAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(ssoUsedAssertions)
    .values({ key, expiresAt })
    .onConflictDoNothing()
    .returning({ key: ssoUsedAssertions.key });
  return inserted.length > 0;
}

/** A test sign-in succeeded: the connection as saved may now be switched on. */
export async function markConnectionTested(organizationId: string, testerMemberId: string, email: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [tester] = await tx
      .select({ organizationId: members.organizationId, displayName: members.displayName, subject: members.subject })
      .from(members)
      .where(
        and(
          eq(members.id, testerMemberId),
          eq(members.organizationId, organizationId),
          eq(members.role, 'admin'),
          isNull(members.removedAt),
        ),
      );
    if (!tester) throw new SsoFailure('Only an administrator of the organization can test its connection.');
    await tx.update(ssoConnections).set({ testedAt: new Date() }).where(eq(ssoConnections.organizationId, organizationId));
    await recordActivity(tx, tester, {
      action: 'sso.tested',
      recordType: 'organization',
      recordId: organizationId,
      summary: `Tested single sign-on: the provider signed in ${email}`,
    });
  });
}

/** A password no one knows, for an account that signs in through its provider only. */
const unusablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The account the provider vouches for, inside the organization: its address must be of one of the organization's
 * verified domains (a provider cannot vouch for another company's people). An unknown person gets an account and a
 * membership with the default role (just in time) unless the organization adds people by SCIM only; a removed
 * member stays out. Answers the account's id.
 */
export async function signInMember(organizationId: string, email: string, fullName: string | null): Promise<string> {
  const db = await getDb();
  const [[domain], [connection]] = await Promise.all([
    db
      .select({ id: ssoDomains.id })
      .from(ssoDomains)
      .where(and(eq(ssoDomains.organizationId, organizationId), eq(ssoDomains.domain, domainOf(email)), isNotNull(ssoDomains.verifiedAt))),
    db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId)),
  ]);
  if (!domain)
    throw new SsoFailure(`${domainOf(email)} is not a verified domain of this organization, so its provider cannot sign in ${email}.`);
  if (!connection?.enabled) throw new SsoFailure('Single sign-on is not switched on for this organization.');
  const passwordHash = await unusablePassword();
  return db.transaction(async (tx) => {
    const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw new SsoFailure('The organization no longer exists.');
    let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [existing] = user
      ? await tx
          .select()
          .from(members)
          .where(and(eq(members.organizationId, organizationId), eq(members.subject, `${EMBEDDED}${user.id}`)))
      : [];
    // A member the directory provisioned (SCIM) has no account until their first sign-in through the provider, which
    // vouches for the address: that sign-in takes the membership over, keeping its role, groups and person.
    const [provisioned] = existing
      ? []
      : await tx
          .select()
          .from(members)
          .where(and(eq(members.organizationId, organizationId), eq(members.email, email), like(members.subject, `${SCIM_SUBJECT}%`)));
    if ((existing ?? provisioned)?.removedAt) throw new SsoFailure('Your access to this organization was removed. Ask its administrator.');
    if (provisioned) {
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({ email, passwordHash, fullName: fullName || provisioned.displayName, companyName: organization.name })
          .returning({ id: users.id });
      }
      await tx
        .update(members)
        .set({ subject: `${EMBEDDED}${user!.id}`, selectedAt: new Date() })
        .where(eq(members.id, provisioned.id));
      return user!.id;
    }
    if (!existing && connection.provisioning === 'scim') {
      throw new SsoFailure('Your organization adds people through its directory (SCIM). Ask your administrator to give you access.');
    }
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({ email, passwordHash, fullName: fullName || email, companyName: organization.name })
        .returning({ id: users.id });
    }
    const subject = `${EMBEDDED}${user!.id}`;
    if (existing) {
      await tx.update(members).set({ selectedAt: new Date() }).where(eq(members.id, existing.id));
      return user!.id;
    }
    const displayName = fullName || email;
    await tx.insert(members).values({ organizationId, subject, email, displayName, role: connection.defaultRole });
    await recordActivity(
      tx,
      { organizationId, displayName, subject },
      {
        action: 'sso.member-provisioned',
        recordType: 'organization',
        recordId: organizationId,
        summary: `${email} joined as ${connection.defaultRole} at their first single sign-on`,
      },
    );
    return user!.id;
  });
}

/**
 * How the organization's people are added: `jit` (a first sign-in through the provider creates the member) unless
 * an admin chose `scim` (only a SCIM client adds people). The SCIM service reads it too.
 */
export async function provisioningOf(organizationId: string): Promise<'jit' | 'scim'> {
  const db = await getDb();
  const [row] = await db
    .select({ provisioning: ssoConnections.provisioning })
    .from(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId));
  return row?.provisioning ?? 'jit';
}
