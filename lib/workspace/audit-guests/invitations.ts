import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { digest } from '@/lib/backend/passwords';
import type { AccountBackend } from '@/lib/backend/types';
import { getDb } from '@/lib/db/client';
import { auditGuests, audits, organizations } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { guestStanding } from '@/lib/domain/audit-guests/rules';
import type { AuditGuestInvite, AuditGuestRow, GuestInvitationView } from '@/lib/schemas/audit-guests/records';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';
import { INVITATION_NOT_FOUND, INVITATION_TTL_MS, invitationMessages, invitationRefusal, invitationState } from '../organization';
import type { GuestPerson } from './guest';

/** The audit `auditId` of the member's organization, or 404. */
async function auditOf(tx: Pick<Tx, 'select'>, member: Member, auditId: string) {
  checkedId(auditId, 'The audit');
  const [audit] = await tx
    .select({ id: audits.id, name: audits.name, status: audits.status, endOn: audits.endOn })
    .from(audits)
    .where(and(eq(audits.id, auditId), eq(audits.organizationId, member.organizationId)));
  if (!audit) throw notFound('The audit');
  return audit;
}

/**
 * Invites an auditor as a guest of one audit (admins): answers the guest and the link's secret token, shown in the
 * letter only. A cancelled or ended audit takes no guest; an address already a live guest of it is refused.
 */
export const inviteAuditGuest = guardedWrite(
  'auditGuests.manage',
  async (member: Member, input: AuditGuestInvite, now: Date = new Date()) => {
    const email = input.email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const audit = await auditOf(tx, member, input.auditId);
      if (audit.status === 'cancelled') throw new WorkspaceError('invalid', 'A cancelled audit takes no auditor guests.');
      if (audit.endOn < dayOf(now)) throw new WorkspaceError('invalid', 'This audit has ended: its guests’ access would already be over.');
      const [live] = await tx
        .select({ id: auditGuests.id })
        .from(auditGuests)
        .where(and(eq(auditGuests.auditId, audit.id), eq(auditGuests.email, email), isNull(auditGuests.withdrawnAt)));
      if (live) throw new WorkspaceError('invalid', `${email} is already a guest of this audit.`);
      const [guest] = await tx
        .insert(auditGuests)
        .values({
          organizationId: member.organizationId,
          auditId: audit.id,
          name: input.name,
          firm: input.firm,
          email,
          tokenHash: digest(token),
          invitedBy: member.displayName,
          invitationExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        })
        .returning({ id: auditGuests.id, email: auditGuests.email, name: auditGuests.name, firm: auditGuests.firm });
      if (!guest) throw new Error('The guest was not written');
      await recordActivity(tx, member, {
        action: 'audit-guest.invited',
        recordType: 'audit',
        recordId: audit.id,
        summary: `Invited ${guest.name} (${guest.firm}, ${email}) as an auditor guest of ${audit.name}`,
      });
      return { guest, auditName: audit.name, token };
    });
  },
);

/** The audit's guests, newest first, with where each stands today (admins). */
export async function listAuditGuests(member: Member, auditId: string, now = new Date()): Promise<AuditGuestRow[]> {
  assertCan(member, 'auditGuests.manage');
  const db = await getDb();
  checkedId(auditId, 'The audit');
  const rows = await db
    .select({ guest: auditGuests, audit: audits })
    .from(auditGuests)
    .innerJoin(audits, eq(audits.id, auditGuests.auditId))
    .where(and(eq(auditGuests.auditId, auditId), eq(auditGuests.organizationId, member.organizationId)))
    .orderBy(desc(auditGuests.createdAt));
  const today = dayOf(now);
  return rows.map(({ guest, audit }) => ({
    id: guest.id,
    name: guest.name,
    firm: guest.firm,
    email: guest.email,
    invitedBy: guest.invitedBy,
    createdAt: guest.createdAt.toISOString(),
    acceptedAt: guest.acceptedAt?.toISOString() ?? null,
    withdrawnAt: guest.withdrawnAt?.toISOString() ?? null,
    standing: guestStanding(guest, audit, today),
  }));
}

/** Withdraws a guest (admins): their link stops working and their next request is refused. */
export const withdrawAuditGuest = guardedWrite('auditGuests.manage', async (member: Member, auditId: string, guestId: string) => {
  checkedId(guestId, 'The auditor guest');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const audit = await auditOf(tx, member, auditId);
    const [withdrawn] = await tx
      .update(auditGuests)
      .set({ withdrawnAt: new Date(), withdrawnBy: member.displayName })
      .where(
        and(
          eq(auditGuests.id, guestId),
          eq(auditGuests.auditId, audit.id),
          eq(auditGuests.organizationId, member.organizationId),
          isNull(auditGuests.withdrawnAt),
        ),
      )
      .returning({ name: auditGuests.name, email: auditGuests.email });
    if (!withdrawn) throw notFound('The auditor guest');
    await recordActivity(tx, member, {
      action: 'audit-guest.withdrawn',
      recordType: 'audit',
      recordId: audit.id,
      summary: `Withdrew the auditor guest ${withdrawn.name} (${withdrawn.email}) of ${audit.name}`,
    });
  });
});

const invitationColumns = {
  guest: auditGuests,
  organizationName: organizations.name,
  auditName: audits.name,
  auditStatus: audits.status,
  auditEndOn: audits.endOn,
};

function linkState(guest: typeof auditGuests.$inferSelect, audit: { status: string; endOn: string }, now: Date) {
  const state = invitationState({ acceptedAt: guest.acceptedAt, revokedAt: guest.withdrawnAt, expiresAt: guest.invitationExpiresAt }, now);
  // An invitation to an audit that was cancelled or has ended can no longer lead anywhere.
  if (state === 'pending' && (audit.status === 'cancelled' || audit.endOn < dayOf(now))) return 'expired' as const;
  return state;
}

/** The guest invitation behind a link, or null when the token matches none. */
export async function viewGuestInvitation(token: string, now = new Date()): Promise<GuestInvitationView | null> {
  const db = await getDb();
  const [row] = await db
    .select(invitationColumns)
    .from(auditGuests)
    .innerJoin(audits, eq(audits.id, auditGuests.auditId))
    .innerJoin(organizations, eq(organizations.id, auditGuests.organizationId))
    .where(eq(auditGuests.tokenHash, digest(token)));
  if (!row) return null;
  const { guest } = row;
  return {
    organizationName: row.organizationName,
    auditName: row.auditName,
    name: guest.name,
    firm: guest.firm,
    email: guest.email,
    state: linkState(guest, { status: row.auditStatus, endOn: row.auditEndOn }, now),
  };
}

export { INVITATION_NOT_FOUND as GUEST_INVITATION_NOT_FOUND, invitationMessages as guestInvitationMessages };

/**
 * Accepts a guest invitation for a person, inside the caller's transaction: the link must be pending and addressed
 * to their e-mail. The row is locked, so a link withdrawn or used at the same moment is seen as such. No membership
 * is written: the person becomes a guest of this one audit.
 */
export async function acceptGuestInvitationIn(tx: Tx, token: string, person: GuestPerson, now = new Date()) {
  const [row] = await tx
    .select(invitationColumns)
    .from(auditGuests)
    .innerJoin(audits, eq(audits.id, auditGuests.auditId))
    .innerJoin(organizations, eq(organizations.id, auditGuests.organizationId))
    .where(eq(auditGuests.tokenHash, digest(token)))
    .for('update', { of: auditGuests });
  if (!row) throw invitationRefusal(null);
  const state = linkState(row.guest, { status: row.auditStatus, endOn: row.auditEndOn }, now);
  if (state !== 'pending') throw invitationRefusal(state);
  if (row.guest.email !== person.email.trim().toLowerCase()) {
    throw new WorkspaceError('forbidden', `This invitation was sent to ${row.guest.email}. Sign in with that address to accept it.`);
  }
  await tx.update(auditGuests).set({ subject: person.subject, acceptedAt: now }).where(eq(auditGuests.id, row.guest.id));
  await recordActivity(
    tx,
    { organizationId: row.guest.organizationId, displayName: person.displayName, subject: person.subject },
    {
      action: 'audit-guest.joined',
      recordType: 'audit',
      recordId: row.guest.auditId,
      summary: `${row.guest.name} (${row.guest.firm}) accepted the auditor guest invitation to ${row.auditName}`,
    },
  );
  return { auditId: row.guest.auditId };
}

/** Accepts a guest invitation for a signed-in person (see acceptGuestInvitationIn). */
export async function acceptGuestInvitation(token: string, person: GuestPerson, now = new Date()) {
  const db = await getDb();
  return db.transaction((tx) => acceptGuestInvitationIn(tx, token, person, now));
}

/**
 * Signs up an invited auditor: an account under the invitation's e-mail (whatever the form sent), accepted as the
 * audit's guest in the transaction that writes the account. A refused link keeps no account, and no organization
 * is ever founded for a guest. Answers the new account's sign-in token and the audit.
 */
export async function signUpAsGuest(
  store: AccountBackend,
  token: string,
  account: { fullName: string; password: string; marketingOptIn: boolean },
  now = new Date(),
): Promise<{ auditId: string; token: string }> {
  const invitation = await viewGuestInvitation(token, now);
  if (!invitation) throw invitationRefusal(null);
  if (invitation.state !== 'pending') throw invitationRefusal(invitation.state);
  let accepted: { auditId: string } | undefined;
  const registration = {
    fullName: account.fullName,
    email: invitation.email,
    companyName: invitation.firm,
    industry: null,
    password: account.password,
    marketingOptIn: account.marketingOptIn,
  };
  const { token: signIn } = await store.register(registration, async (tx, userId) => {
    accepted = await acceptGuestInvitationIn(
      tx,
      token,
      { subject: `embedded:${userId}`, email: invitation.email, displayName: account.fullName },
      now,
    );
  });
  if (!accepted) throw new Error('The guest invitation was not accepted with the new account');
  return { ...accepted, token: signIn };
}
