/** @jest-environment node */
import { listActivity } from '@/lib/workspace/activity';
import { addFrameworks, assignIsoStep, completeIsoStep, isoSetup, startIsoStep } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('iso-steps');

const summaries = async (member: Member) => (await listActivity(member)).entries.map((entry) => entry.summary);

async function withIso(name: string): Promise<Member> {
  const admin = await founder(name);
  await addFrameworks(admin, ['iso27001']);
  return admin;
}

describe('Starting an ISO 27001 setup step', () => {
  it('marks the step started (not done) with who and when, version-checked, with an activity row', async () => {
    const admin = await withIso('Starter');
    const saved = await startIsoStep(admin, 'internal-audit', 1);
    expect(saved.version).toBe(2);
    expect(saved.startedSteps).toEqual([{ id: 'internal-audit', at: expect.any(String), by: admin.displayName }]);
    expect(saved.doneSteps).toEqual([]);
    expect(await summaries(admin)).toContain('Started the ISO 27001 setup step Internal audit');
  });

  it('refuses a stale version, an unknown step, a step already started or done', async () => {
    const admin = await withIso('Refused Starter');
    expect((await refusal(startIsoStep(admin, 'roles', 0))).message).toBe(STALE_MESSAGE);
    expect((await refusal(startIsoStep(admin, 'no-such-step', 1))).kind).toBe('not-found');
    await startIsoStep(admin, 'roles', 1);
    expect((await refusal(startIsoStep(admin, 'roles', 1))).message).toBe(STALE_MESSAGE);
    const again = await refusal(startIsoStep(admin, 'roles', 2));
    expect(again).toMatchObject({ kind: 'invalid', message: 'Roles and responsibilities is already in progress.' });
    await completeIsoStep(admin, 'isms-scope', 2);
    expect(await refusal(startIsoStep(admin, 'isms-scope', 3))).toMatchObject({
      kind: 'invalid',
      message: 'Define ISMS scope is already done.',
    });
    expect((await isoSetup(admin))!.version).toBe(3);
  });

  it('keeps started steps and assignments when a step is completed, and no longer lists a done step as started', async () => {
    const admin = await withIso('Keeper');
    const mate = await joinAs(admin, 'member');
    await startIsoStep(admin, 'roles', 1);
    await assignIsoStep(admin, 'asset-inventory', mate.id, 2);
    await startIsoStep(admin, 'asset-inventory', 3);
    const done = await completeIsoStep(admin, 'roles', 4);
    expect(done.doneSteps.map((step) => step.id)).toEqual(['roles']);
    expect(done.startedSteps.map((step) => step.id)).toEqual(['asset-inventory']);
    expect(done.assignments).toEqual([
      { id: 'asset-inventory', memberId: mate.id, name: mate.displayName, at: expect.any(String), by: admin.displayName },
    ]);
  });

  it('refuses a viewer, and another organization (not found: it does not follow ISO 27001 of the first)', async () => {
    const admin = await withIso('Viewer Owner');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(startIsoStep(viewer, 'roles', 1))).kind).toBe('forbidden');
    const stranger = await founder('Start Stranger');
    expect((await refusal(startIsoStep(stranger, 'roles', 1))).kind).toBe('not-found');
    expect((await isoSetup(admin))!.startedSteps).toEqual([]);
  });
});

describe('Assigning an ISO 27001 setup step', () => {
  it('stores the member on the step with an activity row; a new assignment replaces the earlier one', async () => {
    const admin = await withIso('Assigner');
    const mate = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    const first = await assignIsoStep(admin, 'internal-audit', mate.id, 1);
    expect(first.version).toBe(2);
    expect(first.assignments).toEqual([
      { id: 'internal-audit', memberId: mate.id, name: mate.displayName, at: expect.any(String), by: admin.displayName },
    ]);
    expect(await summaries(admin)).toContain(`Assigned the ISO 27001 setup step Internal audit to ${mate.displayName}`);
    const second = await assignIsoStep(mate, 'internal-audit', viewer.id, 2);
    expect(second.assignments.map((assignment) => [assignment.id, assignment.memberId])).toEqual([['internal-audit', viewer.id]]);
  });

  it('refuses a member of another organization, a removed member, an unknown id, a stale version and an unknown step', async () => {
    const admin = await withIso('Strict Assigner');
    const stranger = await founder('Other Org Person');
    expect(await refusal(assignIsoStep(admin, 'roles', stranger.id, 1))).toMatchObject({
      kind: 'invalid',
      message: 'Choose a member of your team.',
    });
    const leaving = await joinAs(admin, 'member');
    await removeMember(admin, leaving.id);
    expect((await refusal(assignIsoStep(admin, 'roles', leaving.id, 1))).kind).toBe('invalid');
    expect((await refusal(assignIsoStep(admin, 'roles', UNKNOWN_ID, 1))).kind).toBe('invalid');
    expect((await refusal(assignIsoStep(admin, 'roles', 'not-a-uuid', 1))).kind).toBe('not-found');
    expect((await refusal(assignIsoStep(admin, 'roles', admin.id, 0))).message).toBe(STALE_MESSAGE);
    expect((await refusal(assignIsoStep(admin, 'no-such-step', admin.id, 1))).kind).toBe('not-found');
    const setup = (await isoSetup(admin))!;
    expect(setup.assignments).toEqual([]);
    expect(setup.version).toBe(1);
  });

  it("refuses a viewer, and keeps another organization's setup out of reach", async () => {
    const admin = await withIso('Assign Owner');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(assignIsoStep(viewer, 'roles', viewer.id, 1))).kind).toBe('forbidden');
    const stranger = await withIso('Assign Stranger');
    expect(await refusal(assignIsoStep(stranger, 'roles', admin.id, 1))).toMatchObject({ kind: 'invalid' });
    expect((await isoSetup(admin))!.assignments).toEqual([]);
    expect((await isoSetup(stranger))!.assignments).toEqual([]);
  });
});
