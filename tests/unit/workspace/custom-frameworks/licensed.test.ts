/** @jest-environment node */
import { listActivity } from '@/lib/workspace/activity';
import {
  createCustomFramework,
  importLicensedFramework,
  listCustomFrameworks,
  readCustomFramework,
  readLicensedList,
} from '@/lib/workspace/custom-frameworks';
import { addFrameworks, listOrganizationFrameworks, setControlState } from '@/lib/workspace/frameworks';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('licensed-frameworks');

const file =
  'Requirement,Title,Group,Controls\n01.a,Access control policy,Access Control,AC-01\n01.b,User registration,Access Control\n02.e,Awareness training,Human Resources,HR-03';
const hitrust = (requirements: string = file) => ({ frameworkId: 'hitrust' as const, requirements });
const implemented = { state: 'implemented' as const, reason: '', ownerMemberId: '', note: '', version: 0 };

describe('licensed requirement lists (HITRUST CSF)', () => {
  it("imports a member's list as the organization's HITRUST CSF, grouped as the file groups it, with an activity row", async () => {
    const admin = await founder('Hitrust');
    const member = await joinAs(admin, 'member');
    expect(await readLicensedList(admin, 'hitrust')).toBeNull();
    const { id, name, count } = await importLicensedFramework(member, hitrust());
    expect({ name, count }).toEqual({ name: 'HITRUST CSF', count: 3 });
    expect(await readLicensedList(admin, 'hitrust')).toMatchObject({ id, requirementCount: 3, version: 1 });
    const { framework, detail } = await readCustomFramework(admin, id);
    expect(framework.name).toBe('HITRUST CSF');
    expect(detail.groups.map((group) => [group.heading, group.requirements.map((requirement) => requirement.id)])).toEqual([
      ['Access Control', ['01.a', '01.b']],
      ['Human Resources', ['02.e']],
    ]);
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Imported the licensed HITRUST CSF requirement list with 3 requirements');
  });

  it('replaces the list on a second import, keeping one list and its id', async () => {
    const admin = await founder('Replace');
    const first = await importLicensedFramework(admin, hitrust());
    const second = await importLicensedFramework(admin, hitrust('09.a,Change control,,AC-01'));
    expect(second).toEqual({ id: first.id, name: 'HITRUST CSF', count: 1 });
    expect(await readLicensedList(admin, 'hitrust')).toMatchObject({ id: first.id, requirementCount: 1, version: 2 });
    expect((await listCustomFrameworks(admin)).map((framework) => framework.name)).toEqual(['HITRUST CSF']);
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Replaced the licensed HITRUST CSF requirement list with 1 requirement');
  });

  it('refuses a bad file with each line to fix, and keeps nothing of it', async () => {
    const admin = await founder('Bad file');
    const refused = await refusal(importLicensedFramework(admin, hitrust('01.a,\n01.b,Title,,NOPE-1')));
    expect(refused).toMatchObject({
      kind: 'invalid',
      field: 'requirements',
      message: 'Line 1: give the requirement title.\nLine 2: NOPE-1 is not a control of the library.',
    });
    expect(await readLicensedList(admin, 'hitrust')).toBeNull();
  });

  it('refuses to take the name of a custom framework the organization made itself', async () => {
    const admin = await founder('Taken');
    await createCustomFramework(admin, { name: 'hitrust csf', description: '', requirements: 'A,B,HR-03' });
    expect(await refusal(importLicensedFramework(admin, hitrust()))).toMatchObject({
      field: 'requirements',
      message: 'Your organization already has a custom framework named HITRUST CSF: rename or delete it, then import the licensed list.',
    });
  });

  it("keeps each organization's list its own and a viewer's hands off", async () => {
    const admin = await founder('Own');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger');
    const { id } = await importLicensedFramework(admin, hitrust());
    expect((await refusal(importLicensedFramework(viewer, hitrust()))).kind).toBe('forbidden');
    expect(await readLicensedList(viewer, 'hitrust')).toMatchObject({ id, requirementCount: 3 });
    expect(await readLicensedList(stranger, 'hitrust')).toBeNull();
    expect((await refusal(readCustomFramework(stranger, id))).kind).toBe('not-found');
    // The stranger's own import makes its own list and leaves the first one as it was.
    const theirs = await importLicensedFramework(stranger, hitrust('Z,Only theirs'));
    expect(theirs.id).not.toBe(id);
    expect(await readLicensedList(admin, 'hitrust')).toMatchObject({ id, requirementCount: 3, version: 1 });
  });

  it('measures a followed HITRUST CSF on the imported list, and shows no progress until one is imported', async () => {
    const admin = await founder('Measured');
    await addFrameworks(admin, ['hitrust']);
    const progressOfHitrust = async () => (await listOrganizationFrameworks(admin)).find((row) => row.frameworkId === 'hitrust')?.progress;
    expect(await progressOfHitrust()).toBeNull();
    await importLicensedFramework(admin, hitrust());
    expect(await progressOfHitrust()).toBe(0);
    await setControlState(admin, 'AC-01', implemented);
    await setControlState(admin, 'HR-03', implemented);
    const reviewer = await joinAs(admin, 'member');
    await currentEvidenceFor(admin, ['AC-01', 'HR-03'], reviewer);
    // 01.a and 02.e are met; 01.b has no control yet, so it is never met.
    expect(await progressOfHitrust()).toBe(66);
  });
});
