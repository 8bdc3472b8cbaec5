import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, like, notLike, sql } from 'drizzle-orm';
import { digest } from '@/lib/backend/passwords';
import { getDb } from '@/lib/db/client';
import { invitations, members, organizations } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { INVITATION_LINK_INVALID } from '@/lib/schemas/auth-texts';
import { teamRoleInfo, type TeamRole } from '@/lib/schemas/organization/settings';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { SCIM_SUBJECT } from '@/lib/domain/scim/users';
import { enrolMemberAsPerson } from '../people';
import type { Identity } from './organizations';
import { guardedWrite } from '../guarded-write';

/** An invitation link works once, within 7 days. */
export const INVITATION_TTL_MS = 7 * DAY_MS;

export type PendingInvitation = { id: string; email: string; role: TeamRole; invitedBy: string; expiresAt: Date; createdAt: Date };

export type InvitationState = 'pending' | 'expired' | 'accepted' | 'revoked';

/** What the invitation page shows for a link. */
export type InvitationView = { organizationName: string; email: string; role: TeamRole; state: InvitationState };

export const invitationMessages: Record<Exclude<InvitationState, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask an administrator of the organization to invite you again.',
  accepted: 'This invitation has already been used. Sign in to reach the organization.',
  revoked: 'This invitation was withdrawn. Ask an administrator of the organization to invite you again.',
};

export const INVITATION_NOT_FOUND = INVITATION_LINK_INVALID;

/** Why a link that is not pending cannot be used: unknown 404, expired 422, used or withdrawn 409. */
export function invitationRefusal(state: Exclude<InvitationState, 'pending'> | null): WorkspaceError {
  if (!state) return new WorkspaceError('not-found', INVITATION_NOT_FOUND);
  return new WorkspaceError(state === 'expired' ? 'invalid' : 'conflict', invitationMessages[state]);
}

export function invitationState(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/** A member the identity provider created (SCIM) who has not signed in yet: their subject names no account. */
const PROVISIONED_SUBJECT = `${SCIM_SUBJECT}%`;
const notProvisioned = notLike(members.subject, PROVISIONED_SUBJECT);

/**
 * The invited person becomes the member their identity provider created for their address (its role, groups and
 * person kept), unless they already have a membership row of their own here.
 */
async function takeOverProvisionedMember(tx: Tx, organizationId: string, email: string, subject: string): Promise<void> {
  const [own] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.subject, subject)));
  if (own) return;
  const [provisioned] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.email, email),
        like(members.subject, PROVISIONED_SUBJECT),
        isNull(members.removedAt),
      ),
    )
    .orderBy(members.joinedAt)
    .limit(1);
  if (provisioned) await tx.update(members).set({ subject }).where(eq(members.id, provisioned.id));
}

/** Invites a person by e-mail (admins); answers the invitation and its secret token, shown in the link only. */
export const inviteMember = guardedWrite('team.manage', async (member: Member, email: string, role: TeamRole, now: Date = new Date()) => {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, member.organizationId), eq(members.email, address), isNull(members.removedAt), notProvisioned));
    if (already) throw new WorkspaceError('invalid', `${address} is already a member of this organization.`);
    const [invitation] = await tx
      .insert(invitations)
      .values({
        organizationId: member.organizationId,
        email: address,
        role,
        tokenHash: digest(token),
        invitedBy: member.displayName,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        invitedBy: invitations.invitedBy,
        expiresAt: invitations.expiresAt,
        createdAt: invitations.createdAt,
      });
    if (!invitation) throw new Error('The invitation was not created');
    await recordActivity(tx, member, {
      action: 'invitation.created',
      recordType: 'invitation',
      recordId: invitation.id,
      summary: `Invited ${address} as ${teamRoleInfo[role].label}`,
    });
    return { invitation, token };
  });
});

/** Invitations not yet accepted, revoked or expired, newest first. */
export async function listPendingInvitations(member: Member, now = new Date()): Promise<PendingInvitation[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: invitations.invitedBy,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, member.organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

/** Withdraws a pending invitation (admins): its link stops working. */
export const revokeInvitation = guardedWrite('team.manage', async (member: Member, invitationId: string): Promise<void> => {
  checkedId(invitationId, 'The invitation');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.organizationId, member.organizationId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ id: invitations.id, email: invitations.email });
    if (!revoked) throw notFound('The invitation');
    await recordActivity(tx, member, {
      action: 'invitation.revoked',
      recordType: 'invitation',
      recordId: revoked.id,
      summary: `Withdrew the invitation of ${revoked.email}`,
    });
  });
});

/** The invitation behind a link, or null when the token matches none. */
export async function viewInvitation(token: string, now = new Date()): Promise<InvitationView | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      organizationName: organizations.name,
      email: invitations.email,
      role: invitations.role,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, digest(token)));
  if (!row) return null;
  return { organizationName: row.organizationName, email: row.email, role: row.role, state: invitationState(row, now) };
}

/** The invitation behind a link while it can still be accepted; else throws why not (`invitationRefusal`). */
export async function pendingInvitation(token: string, now = new Date()): Promise<InvitationView> {
  const invitation = await viewInvitation(token, now);
  if (!invitation) throw invitationRefusal(null);
  if (invitation.state !== 'pending') throw invitationRefusal(invitation.state);
  return invitation;
}

export type JoinedOrganization = { organizationId: string; organizationName: string; role: TeamRole };

/**
 * Accepts an invitation for the signed-in person: the link must be pending and addressed to their e-mail. They join
 * (or rejoin) the organization with the invited role, and it becomes the organization they work in.
 */
export async function acceptInvitation(token: string, person: Identity, now = new Date()): Promise<JoinedOrganization> {
  const db = await getDb();
  return db.transaction((tx) => acceptInvitationIn(tx, token, person, now));
}

/**
 * `acceptInvitation` inside a transaction of the caller's, so that a new account and its membership are written
 * together (an invited sign-up): a refusal rolls both back. The invitation's row is locked, so a link accepted or
 * withdrawn at the same moment is seen as such.
 */
export async function acceptInvitationIn(tx: Tx, token: string, person: Identity, now = new Date()): Promise<JoinedOrganization> {
  const [invitation] = await tx
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, digest(token)))
    .for('update');
  if (!invitation) throw invitationRefusal(null);
  const { organizationId, role, email } = invitation.invitation;
  const state = invitationState(invitation.invitation, now);
  if (state !== 'pending') throw invitationRefusal(state);
  if (email !== person.email.trim().toLowerCase()) {
    throw new WorkspaceError('forbidden', `This invitation was sent to ${email}. Sign in with that address to accept it.`);
  }
  const [active] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.subject, person.subject), isNull(members.removedAt)));
  // A role changes only through Edit Role (with the last-admin rule), never through a second invitation.
  if (active) throw new WorkspaceError('conflict', `You are already a member of ${invitation.organizationName}.`);
  await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.invitation.id));
  await takeOverProvisionedMember(tx, organizationId, email, person.subject);
  const [joined] = await tx
    .insert(members)
    .values({ organizationId, subject: person.subject, email, displayName: person.displayName, role, selectedAt: now, joinedAt: now })
    .onConflictDoUpdate({
      target: [members.organizationId, members.subject],
      set: { role, email, displayName: person.displayName, removedAt: null, selectedAt: now, version: sql`${members.version} + 1` },
    })
    .returning({ id: members.id });
  if (!joined) throw new Error('The membership was not written');
  await enrolMemberAsPerson(tx, { organizationId, memberId: joined.id, name: person.displayName, email, day: dayOf(now), onboard: true });
  await recordActivity(
    tx,
    { organizationId, displayName: person.displayName, subject: person.subject },
    {
      action: 'member.joined',
      recordType: 'member',
      recordId: joined.id,
      summary: `${person.displayName} joined as ${teamRoleInfo[role].label}`,
    },
  );
  return { organizationId, organizationName: invitation.organizationName, role };
}
