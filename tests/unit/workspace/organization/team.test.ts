/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { acceptInvitation, inviteMember } from '@/lib/workspace/organization';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { currentMembership, startOrganization } from '@/lib/workspace/organization';
import { changeRole, LAST_ADMIN_MESSAGE, listMembers, removeMember } from '@/lib/workspace/organization';
import { founder, joinAs, person, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-team');

async function memberRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`No member ${id}`);
  return row;
}

async function versionOf(member: Pick<Member, 'id'>) {
  return (await memberRow(member.id)).version;
}

async function admins(organizationOf: Member) {
  return (await listMembers(organizationOf)).filter((row) => row.role === 'admin');
}

describe('listMembers', () => {
  it('lists the organization’s active members in the order they joined, to every role', async () => {
    const admin = await founder('Lister');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    await founder('Elsewhere');

    const expected = [
      [admin.id, 'admin'],
      [member.id, 'member'],
      [viewer.id, 'viewer'],
    ];
    for (const who of [admin, member, viewer]) {
      expect((await listMembers(who)).map((row) => [row.id, row.role])).toEqual(expected);
    }
    expect((await listMembers(admin))[0]).toMatchObject({ name: admin.displayName, email: admin.email, version: 1 });
  });
});

describe('the last administrator', () => {
  it('cannot demote themself; nothing changes', async () => {
    const admin = await founder('Only');
    const version = await versionOf(admin);
    for (const role of ['member', 'viewer'] as const) {
      const error = await refusal(changeRole(admin, admin.id, role, version));
      expect(error.kind).toBe('conflict');
      expect(error.message).toBe(LAST_ADMIN_MESSAGE);
    }
    expect(await memberRow(admin.id)).toMatchObject({ role: 'admin', version, removedAt: null });
  });

  it('cannot remove themself; nothing changes', async () => {
    const admin = await founder('Alone');
    await joinAs(admin, 'member'); // other members do not count: only administrators
    const error = await refusal(removeMember(admin, admin.id));
    expect(error.kind).toBe('conflict');
    expect(error.status).toBe(409);
    expect(error.message).toBe(LAST_ADMIN_MESSAGE);
    expect(await memberRow(admin.id)).toMatchObject({ role: 'admin', version: 1, removedAt: null });
    await expect(currentMembership(admin.subject)).resolves.toMatchObject({ id: admin.id });
  });

  it('may be set to admin again (no change of role is refused)', async () => {
    const admin = await founder('Same');
    await expect(changeRole(admin, admin.id, 'admin', 1)).resolves.toMatchObject({ role: 'admin', version: 2 });
  });

  it('with a second admin, either can be demoted, and an admin can step down themself', async () => {
    const first = await founder('First');
    const second = await joinAs(first, 'admin');
    const changed = await changeRole(first, second.id, 'member', await versionOf(second));
    expect(changed).toMatchObject({ id: second.id, role: 'member', version: 2 });
    expect((await admins(first)).map((row) => row.id)).toEqual([first.id]);

    await changeRole(first, second.id, 'admin', changed.version);
    await expect(changeRole(first, first.id, 'viewer', await versionOf(first))).resolves.toMatchObject({ role: 'viewer' });
    expect((await admins(first)).map((row) => row.id)).toEqual([second.id]);
    expect((await listActivity(first, 1, 1)).entries[0]).toMatchObject({
      action: 'member.role-changed',
      summary: `Changed the role of ${first.displayName} to Viewer`,
    });
  });

  it('two admins demoting each other at once leave at least one admin', async () => {
    const first = await founder('Duel one');
    const second = await joinAs(first, 'admin');
    const [firstVersion, secondVersion] = [await versionOf(first), await versionOf(second)];

    const results = await Promise.allSettled([
      changeRole(first, second.id, 'member', secondVersion),
      changeRole(second, first.id, 'member', firstVersion),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toMatchObject({ kind: 'conflict', message: LAST_ADMIN_MESSAGE });
    expect(await admins(first)).toHaveLength(1);
  });

  it('two admins removing each other at once leave at least one admin', async () => {
    const first = await founder('Remove one');
    const second = await joinAs(first, 'admin');
    const results = await Promise.allSettled([removeMember(first, second.id), removeMember(second, first.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const remaining = await admins((await currentMembership(first.subject)) ?? second);
    expect(remaining).toHaveLength(1);
  });

  // Two invitations to one address both stay pending until one is accepted; the second must not change the role.
  it('an invitation accepted by someone already a member cannot leave the organization without an admin', async () => {
    const founderMember = await founder('Leaving founder');
    const heir = person('Heir');
    const asAdmin = await inviteMember(founderMember, heir.email, 'admin');
    const asViewer = await inviteMember(founderMember, heir.email, 'viewer');
    await acceptInvitation(asAdmin.token, heir);
    const heirMember = await currentMembership(heir.subject);
    if (!heirMember) throw new Error('The heir did not join');
    await removeMember(heirMember, founderMember.id);
    expect((await admins(heirMember)).map((row) => row.id)).toEqual([heirMember.id]);

    // The heir, now the only admin, opens the older link still in their mailbox.
    await expect(acceptInvitation(asViewer.token, heir)).rejects.toMatchObject({ kind: 'conflict' });

    expect(await admins(heirMember)).toHaveLength(1);
  });
});

describe('changing roles', () => {
  it('refuses a stale version (conflict) and keeps the newer role', async () => {
    const admin = await founder('Versions');
    const target = await joinAs(admin, 'member');
    const version = await versionOf(target);
    await changeRole(admin, target.id, 'viewer', version);

    const error = await refusal(changeRole(admin, target.id, 'admin', version));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(STALE_MESSAGE);
    expect(await memberRow(target.id)).toMatchObject({ role: 'viewer', version: version + 1 });
  });

  it('answers the new role and version, and writes an activity row', async () => {
    const admin = await founder('Promoter');
    const target = await joinAs(admin, 'viewer');
    const changed = await changeRole(admin, target.id, 'member', await versionOf(target));
    expect(changed).toMatchObject({ id: target.id, name: target.displayName, email: target.email, role: 'member' });
    await expect(currentMembership(target.subject)).resolves.toMatchObject({ role: 'member' });
    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({
      action: 'member.role-changed',
      actorName: admin.displayName,
      summary: `Changed the role of ${target.displayName} to Member`,
    });
  });

  it.each(['member', 'viewer'] as const)('refuses a %s who changes roles or removes members (forbidden)', async (role) => {
    const admin = await founder('Chief');
    const caller = await joinAs(admin, role);
    const other = await joinAs(admin, 'viewer');

    for (const attempt of [
      () => changeRole(caller, other.id, 'admin', 1),
      () => changeRole(caller, caller.id, 'admin', 1),
      () => changeRole(caller, admin.id, 'viewer', 1),
      () => removeMember(caller, other.id),
      () => removeMember(caller, admin.id),
    ]) {
      const error = await refusal(attempt());
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await listMembers(admin)).map((row) => [row.id, row.role, row.version])).toEqual([
      [admin.id, 'admin', 1],
      [caller.id, role, 1],
      [other.id, 'viewer', 1],
    ]);
  });

  it('answers not found for another organization’s member and leaves them unchanged', async () => {
    const admin = await founder('Here');
    const otherAdmin = await founder('There');
    const theirs = await joinAs(otherAdmin, 'member');

    for (const attempt of [
      () => changeRole(admin, theirs.id, 'viewer', 1),
      () => changeRole(admin, otherAdmin.id, 'viewer', 1),
      () => removeMember(admin, theirs.id),
      () => removeMember(admin, otherAdmin.id),
    ]) {
      expect((await refusal(attempt())).kind).toBe('not-found');
    }
    expect(await memberRow(theirs.id)).toMatchObject({ role: 'member', version: 1, removedAt: null });
    expect(await memberRow(otherAdmin.id)).toMatchObject({ role: 'admin', version: 1, removedAt: null });
    expect(await listActivity(otherAdmin, 1, 50)).toMatchObject({ total: 3 }); // created, invited, joined
  });

  it.each(['nope', '', UNKNOWN_ID])('answers not found for the id %p, never a database error', async (id) => {
    const admin = await founder('Odd ids');
    expect((await refusal(changeRole(admin, id, 'viewer', 1))).kind).toBe('not-found');
    expect((await refusal(removeMember(admin, id))).kind).toBe('not-found');
  });
});

describe('removing members', () => {
  it('drops the member from the list; with no other organization they have no membership left', async () => {
    const admin = await founder('Remover');
    const leaving = await joinAs(admin, 'member');
    await expect(removeMember(admin, leaving.id)).resolves.toEqual({ name: leaving.displayName });

    expect((await listMembers(admin)).map((row) => row.id)).toEqual([admin.id]);
    await expect(currentMembership(leaving.subject)).resolves.toBeNull();
    expect((await memberRow(leaving.id)).removedAt).not.toBeNull();
    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({
      action: 'member.removed',
      summary: `Removed ${leaving.displayName} from the team`,
    });
    // Removed already: not found in the organization any more.
    expect((await refusal(removeMember(admin, leaving.id))).kind).toBe('not-found');
    expect((await refusal(changeRole(admin, leaving.id, 'admin', await versionOf(leaving)))).kind).toBe('not-found');
  });

  it('leaves a person removed from one organization in their other one', async () => {
    const admin = await founder('Host');
    const guest = person('Guest');
    const own = await startOrganization('Guest home', guest);
    const joined = await joinAs(admin, 'viewer', guest);
    await removeMember(admin, joined.id);
    await expect(currentMembership(guest.subject)).resolves.toMatchObject({
      id: own.id,
      organizationId: own.organizationId,
      role: 'admin',
    });
  });

  it('lets an admin remove another admin', async () => {
    const admin = await founder('Co-admin');
    const other = await joinAs(admin, 'admin');
    await removeMember(admin, other.id);
    expect((await admins(admin)).map((row) => row.id)).toEqual([admin.id]);
  });
});
