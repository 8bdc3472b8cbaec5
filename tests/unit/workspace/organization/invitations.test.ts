/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { digest } from '@/lib/backend/passwords';
import { getDb } from '@/lib/db/client';
import { invitations, members } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import {
  acceptInvitation,
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  invitationMessages,
  inviteMember,
  listPendingInvitations,
  revokeInvitation,
  viewInvitation,
} from '@/lib/workspace/organization';
import { currentMembership, startOrganization } from '@/lib/workspace/organization';
import { listMembers, removeMember } from '@/lib/workspace/organization';
import { founder, joinAs, person, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-invitations');

async function invitationRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  if (!row) throw new Error(`No invitation ${id}`);
  return row;
}

describe('inviting', () => {
  it('lists a new invitation as pending, newest first, with its lower-cased address and a 7-day expiry', async () => {
    const admin = await founder('Inviter');
    const now = new Date();
    const first = await inviteMember(admin, 'first@example.com', 'viewer', now);
    const second = await inviteMember(admin, '  Second@Example.COM ', 'member', now);

    expect(second.invitation).toMatchObject({ email: 'second@example.com', role: 'member', invitedBy: admin.displayName });
    expect(second.invitation.expiresAt.getTime()).toBe(now.getTime() + INVITATION_TTL_MS);
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);

    const pending = await listPendingInvitations(admin);
    expect(pending.map((invitation) => invitation.id)).toEqual([second.invitation.id, first.invitation.id]);
    expect(pending[0]).toEqual(second.invitation);
    await expect(viewInvitation(second.token)).resolves.toEqual({
      organizationName: admin.organizationName,
      email: 'second@example.com',
      role: 'member',
      state: 'pending',
    });
  });

  it('keeps only a digest of the token', async () => {
    const admin = await founder('Digest');
    const { invitation, token } = await inviteMember(admin, 'digest@example.com', 'member');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const row = await invitationRow(invitation.id);
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toBe(digest(token));
    expect(Object.values(row).some((value) => typeof value === 'string' && value.includes(token))).toBe(false);
  });

  it('gives each invitation its own token', async () => {
    const admin = await founder('Tokens');
    const a = await inviteMember(admin, 'same@example.com', 'member');
    const b = await inviteMember(admin, 'same@example.com', 'member');
    expect(a.token).not.toBe(b.token);
  });

  it('refuses to invite someone already a member (invalid), whatever the case of the address', async () => {
    const admin = await founder('Already');
    const joined = await joinAs(admin, 'member');
    const error = await refusal(inviteMember(admin, joined.email.toUpperCase(), 'viewer'));
    expect(error.kind).toBe('invalid');
    expect(error.status).toBe(422);
    expect(error.message).toContain(joined.email);
    expect(await listPendingInvitations(admin)).toHaveLength(0);
  });

  it('lets an admin invite a removed member again', async () => {
    const admin = await founder('Again');
    const gone = person('Gone');
    const joined = await joinAs(admin, 'member', gone);
    await removeMember(admin, joined.id);
    const back = await joinAs(admin, 'viewer', gone);
    expect(back).toMatchObject({ id: joined.id, role: 'viewer', organizationId: admin.organizationId });
  });

  it.each(['member', 'viewer'] as const)('refuses a %s who invites or revokes (forbidden)', async (role) => {
    const admin = await founder('Boss');
    const other = await joinAs(admin, role);
    const { invitation } = await inviteMember(admin, 'target@example.com', 'member');

    const invite = await refusal(inviteMember(other, 'sneaky@example.com', 'admin'));
    expect(invite.kind).toBe('forbidden');
    expect(invite.message).toBe(FORBIDDEN_MESSAGE);
    const revoke = await refusal(revokeInvitation(other, invitation.id));
    expect(revoke.kind).toBe('forbidden');

    expect((await listPendingInvitations(admin)).map((pending) => pending.email)).toEqual(['target@example.com']);
    expect((await invitationRow(invitation.id)).revokedAt).toBeNull();
  });
});

describe('accepting', () => {
  it('joins with the invited role whatever the case of the account’s e-mail, and makes that organization current', async () => {
    const admin = await founder('Host', 'Host org');
    const guest = person('Guest');
    // The guest already works in an organization of their own.
    const own = await startOrganization('Guest org', guest);
    await expect(currentMembership(guest.subject)).resolves.toMatchObject({ organizationId: own.organizationId });

    const { invitation, token } = await inviteMember(admin, guest.email, 'viewer');
    const accepted = await acceptInvitation(token, { ...guest, email: `  ${guest.email.toUpperCase()} ` });
    expect(accepted).toEqual({ organizationId: admin.organizationId, organizationName: 'Host org', role: 'viewer' });

    const current = await currentMembership(guest.subject);
    expect(current).toMatchObject({
      organizationId: admin.organizationId,
      organizationName: 'Host org',
      role: 'viewer',
      email: guest.email,
      displayName: guest.displayName,
    });
    expect((await listMembers(admin)).map((member) => [member.email, member.role])).toEqual([
      [admin.email, 'admin'],
      [guest.email, 'viewer'],
    ]);
    expect(await listPendingInvitations(admin)).toHaveLength(0);
    expect((await invitationRow(invitation.id)).acceptedAt).not.toBeNull();
    await expect(viewInvitation(token)).resolves.toMatchObject({ state: 'accepted' });

    const log = await listActivity(admin, 1, 1);
    expect(log.entries[0]).toMatchObject({ action: 'member.joined', actorName: guest.displayName });
  });

  it('refuses a token used already (conflict)', async () => {
    const admin = await founder('Once');
    const guest = person('Twice');
    const { token } = await inviteMember(admin, guest.email, 'member');
    await acceptInvitation(token, guest);

    const again = await refusal(acceptInvitation(token, guest));
    expect(again.kind).toBe('conflict');
    expect(again.message).toBe(invitationMessages.accepted);
    // Someone else with the link cannot use it either.
    const other = await refusal(acceptInvitation(token, { ...person('Other'), email: guest.email }));
    expect(other.kind).toBe('conflict');
    expect(await listMembers(admin)).toHaveLength(2);
  });

  it('refuses an expired invitation (invalid) and leaves it unaccepted', async () => {
    const admin = await founder('Expiry');
    const guest = person('Late');
    const sent = new Date();
    const { invitation, token } = await inviteMember(admin, guest.email, 'member', sent);
    const later = new Date(sent.getTime() + INVITATION_TTL_MS + 1000);

    await expect(viewInvitation(token, later)).resolves.toMatchObject({ state: 'expired' });
    const error = await refusal(acceptInvitation(token, guest, later));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(invitationMessages.expired);
    expect((await invitationRow(invitation.id)).acceptedAt).toBeNull();
    await expect(currentMembership(guest.subject)).resolves.toBeNull();
    expect(await listPendingInvitations(admin, later)).toHaveLength(0);
    // Just before the end of the 7 days it still works.
    await expect(acceptInvitation(token, guest, new Date(sent.getTime() + INVITATION_TTL_MS - 1000))).resolves.toMatchObject({
      role: 'member',
    });
  });

  it('refuses a revoked invitation (conflict)', async () => {
    const admin = await founder('Revoker');
    const guest = person('Withdrawn');
    const { invitation, token } = await inviteMember(admin, guest.email, 'member');
    await revokeInvitation(admin, invitation.id);

    expect(await listPendingInvitations(admin)).toHaveLength(0);
    await expect(viewInvitation(token)).resolves.toMatchObject({ state: 'revoked' });
    const error = await refusal(acceptInvitation(token, guest));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(invitationMessages.revoked);
    await expect(currentMembership(guest.subject)).resolves.toBeNull();
    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({ action: 'invitation.revoked' });
    // Revoking twice: nothing pending by that id any more.
    expect((await refusal(revokeInvitation(admin, invitation.id))).kind).toBe('not-found');
  });

  it('refuses an account with another e-mail (forbidden); the invitation stays pending for the right person', async () => {
    const admin = await founder('Addressed');
    const intended = person('Intended');
    const intruder = person('Intruder');
    const { invitation, token } = await inviteMember(admin, intended.email, 'admin');

    const error = await refusal(acceptInvitation(token, intruder));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toContain(intended.email);
    await expect(currentMembership(intruder.subject)).resolves.toBeNull();
    const row = await invitationRow(invitation.id);
    expect(row.acceptedAt).toBeNull();
    expect(row.revokedAt).toBeNull();
    expect((await listPendingInvitations(admin)).map((pending) => pending.id)).toEqual([invitation.id]);

    await expect(acceptInvitation(token, intended)).resolves.toMatchObject({ role: 'admin' });
  });

  it('refuses an unknown token (not found)', async () => {
    const error = await refusal(acceptInvitation('not-a-real-token', person('Nobody')));
    expect(error.kind).toBe('not-found');
    expect(error.status).toBe(404);
    expect(error.message).toBe(INVITATION_NOT_FOUND);
    await expect(viewInvitation('not-a-real-token')).resolves.toBeNull();
    await expect(viewInvitation('')).resolves.toBeNull();
  });

  it('writes the membership under the invited address and the joining person’s subject', async () => {
    const admin = await founder('Writer');
    const guest = person('Written');
    await joinAs(admin, 'member', guest);
    const db = await getDb();
    const rows = await db.select().from(members).where(eq(members.subject, guest.subject));
    expect(rows).toEqual([
      expect.objectContaining({ organizationId: admin.organizationId, email: guest.email, role: 'member', removedAt: null }),
    ]);
  });
});

describe('revoking', () => {
  it('lets no admin of another organization revoke the invitation (not found), and changes nothing', async () => {
    const admin = await founder('Mine');
    const stranger = await founder('Stranger');
    const { invitation, token } = await inviteMember(admin, 'kept@example.com', 'member');

    const error = await refusal(revokeInvitation(stranger, invitation.id));
    expect(error.kind).toBe('not-found');
    expect((await invitationRow(invitation.id)).revokedAt).toBeNull();
    expect((await listPendingInvitations(admin)).map((pending) => pending.id)).toEqual([invitation.id]);
    await expect(viewInvitation(token)).resolves.toMatchObject({ state: 'pending' });
    expect(await listPendingInvitations(stranger)).toHaveLength(0);
  });

  it.each(['not-a-uuid', '', "1' or '1'='1", `${UNKNOWN_ID}x`])('answers not found for the id %p, never a database error', async (id) => {
    const admin = await founder('Ids');
    const error = await refusal(revokeInvitation(admin, id));
    expect(error.kind).toBe('not-found');
  });

  it('answers not found for a well-formed id that names nothing', async () => {
    const admin = await founder('Unknown');
    expect((await refusal(revokeInvitation(admin, UNKNOWN_ID))).kind).toBe('not-found');
  });

  it('cannot revoke an accepted invitation', async () => {
    const admin = await founder('Accepted');
    const guest = person('Accepter');
    const { invitation, token } = await inviteMember(admin, guest.email, 'member');
    await acceptInvitation(token, guest);
    expect((await refusal(revokeInvitation(admin, invitation.id))).kind).toBe('not-found');
    expect((await invitationRow(invitation.id)).revokedAt).toBeNull();
    await expect(currentMembership(guest.subject)).resolves.toMatchObject({ organizationId: admin.organizationId });
  });
});
