/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, organizations } from '@/lib/db/schema';

import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

import {
  approveScope,
  createObjective,
  deleteObjective,
  ismsTeam,
  listObjectives,
  OWNER_MESSAGE,
  readScope,
  saveScope,
  updateObjective,
} from '@/lib/workspace/isms';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';

import { activityOf, objectiveInput, scopeInput } from './fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-isms');
async function recordsRevision(member: Member): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ revision: organizations.recordsRevision })
    .from(organizations)
    .where(eq(organizations.id, member.organizationId));
  return String(row?.revision);
}

describe('ISMS scope', () => {
  it('is null before its first save, then saved, approved by an admin and unapproved by an edit', async () => {
    const admin = await founder('Scope');
    const member = await joinAs(admin, 'member');
    expect(await readScope(member)).toBeNull();
    const before = await recordsRevision(admin);
    const saved = await saveScope(member, scopeInput(0));
    expect(saved).toMatchObject({ version: 1, teams: ['Engineering', 'Support'], approvedAt: null });
    expect(await recordsRevision(admin)).not.toBe(before);

    expect((await refusal(approveScope(member, 1))).message).toBe(FORBIDDEN_MESSAGE);
    const approved = await approveScope(admin, 1);
    expect(approved).toMatchObject({ version: 2, approvedByName: admin.displayName });
    expect(approved.approvedAt).toBeInstanceOf(Date);
    expect((await readScope(member))?.approvedByName).toBe(admin.displayName);

    const edited = await saveScope(member, { ...scopeInput(2), statement: 'Wider scope' });
    expect(edited).toMatchObject({ version: 3, statement: 'Wider scope', approvedByName: null, approvedAt: null });
  });

  it('refuses stale saves and approvals, a second first save, and a viewer', async () => {
    const admin = await founder('Stale scope');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(saveScope(viewer, scopeInput(0)))).message).toBe(FORBIDDEN_MESSAGE);
    await saveScope(admin, scopeInput(0));
    expect((await refusal(saveScope(admin, scopeInput(0)))).message).toBe(STALE_MESSAGE);
    await saveScope(admin, scopeInput(1));
    expect((await refusal(approveScope(admin, 1))).message).toBe(STALE_MESSAGE);
    expect((await refusal(saveScope(admin, scopeInput(1)))).kind).toBe('conflict');
    expect(await readScope(viewer)).toMatchObject({ version: 2 });
  });

  it('keeps each organization its own scope and writes activity rows', async () => {
    const one = await founder('Scope one');
    const two = await founder('Scope two');
    await saveScope(one, scopeInput(0));
    expect(await readScope(two)).toBeNull();
    expect((await refusal(approveScope(two, 1))).kind).toBe('conflict');
    const db = await getDb();
    const rows = await db.select({ action: activity.action }).from(activity).where(eq(activity.organizationId, one.organizationId));
    expect(rows.map((row) => row.action)).toContain('isms-scope.saved');
  });
});

describe('ISMS objectives', () => {
  it('adds, edits and deletes an objective with its owner, stale edits refused', async () => {
    const admin = await founder('Objectives');
    const member = await joinAs(admin, 'member');
    const created = await createObjective(member, objectiveInput(member.id));
    expect(created).toMatchObject({ title: 'MFA everywhere', ownerName: member.displayName, version: 1 });
    const edited = await updateObjective(member, { ...objectiveInput(null), id: created.id, version: 1, progress: 'achieved' });
    expect(edited).toMatchObject({ progress: 'achieved', ownerMemberId: null, version: 2 });
    expect((await refusal(updateObjective(member, { ...objectiveInput(), id: created.id, version: 1 }))).message).toBe(STALE_MESSAGE);
    expect((await activityOf(member, created.id)).map((row) => row.action)).toEqual(['isms-objective.created', 'isms-objective.updated']);
    expect((await refusal(deleteObjective(member, created.id, 2))).message).toBe(FORBIDDEN_MESSAGE);
    await deleteObjective(admin, created.id, 2);
    expect(await listObjectives(admin)).toEqual([]);
  });

  it("refuses an owner from outside the team, another organization's ids and a viewer", async () => {
    const admin = await founder('Objective owners');
    const other = await founder('Objective others');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(createObjective(admin, objectiveInput(other.id)))).message).toBe(OWNER_MESSAGE);
    expect((await refusal(createObjective(admin, objectiveInput('not-a-uuid')))).message).toBe(OWNER_MESSAGE);
    const leaving = await joinAs(admin, 'member');
    await removeMember(admin, leaving.id);
    expect((await refusal(createObjective(admin, objectiveInput(leaving.id)))).message).toBe(OWNER_MESSAGE);
    expect((await ismsTeam(admin)).map((choice) => choice.id)).not.toContain(leaving.id);

    const created = await createObjective(admin, objectiveInput());
    expect((await refusal(createObjective(viewer, objectiveInput()))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(updateObjective(viewer, { ...objectiveInput(), id: created.id, version: 1 }))).kind).toBe('forbidden');
    expect((await refusal(updateObjective(other, { ...objectiveInput(), id: created.id, version: 1 }))).kind).toBe('not-found');
    expect((await refusal(deleteObjective(other, created.id, 1))).kind).toBe('not-found');
    expect((await refusal(updateObjective(admin, { ...objectiveInput(), id: UNKNOWN_ID, version: 1 }))).kind).toBe('not-found');
    expect(await listObjectives(other)).toEqual([]);
    expect(await listObjectives(viewer)).toHaveLength(1);
  });
});
