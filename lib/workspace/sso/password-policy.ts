import 'server-only';
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digest } from '@/lib/backend/passwords';
import { invitations, members, ssoConnections, ssoDomains, users } from '@/lib/db/schema';
import { domainOf } from './sign-in';

/**
 * Whether a password sign-in of this address must be refused: the person is a member of an organization that
 * enforces single sign-on and is not its break-glass administrator.
 */
export async function passwordSignInRefused(email: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  const [enforced] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(ssoConnections, eq(ssoConnections.organizationId, members.organizationId))
    .where(
      and(
        eq(members.subject, `embedded:${user.id}`),
        isNull(members.removedAt),
        eq(ssoConnections.enabled, true),
        eq(ssoConnections.enforced, true),
        or(isNull(ssoConnections.breakGlassMemberId), ne(ssoConnections.breakGlassMemberId, members.id)),
      ),
    )
    .limit(1);
  return enforced !== undefined;
}

/**
 * Whether an address may not sign up into `joiningOrganizationId` (null: a new organization of its own): its
 * domain is verified by another organization, whose people sign in there.
 */
export async function signUpRefused(email: string, joiningOrganizationId: string | null): Promise<boolean> {
  const db = await getDb();
  const conditions = [eq(ssoDomains.domain, domainOf(email)), isNotNull(ssoDomains.verifiedAt)];
  if (joiningOrganizationId) conditions.push(ne(ssoDomains.organizationId, joiningOrganizationId));
  const [claimed] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(and(...conditions))
    .limit(1);
  return claimed !== undefined;
}

/**
 * Whether the sign-up through an invitation link must be refused: the invitation's address is of a domain another
 * organization has verified. An unknown link is not refused here; the invitation's own checks say why.
 */
export async function invitedSignUpRefused(invitationToken: string): Promise<boolean> {
  if (typeof invitationToken !== 'string' || invitationToken.length > 512) return false;
  const db = await getDb();
  const [invitation] = await db
    .select({ email: invitations.email, organizationId: invitations.organizationId })
    .from(invitations)
    .where(eq(invitations.tokenHash, digest(invitationToken)));
  return invitation ? signUpRefused(invitation.email, invitation.organizationId) : false;
}
