/** @jest-environment node */
import { listActivity } from '@/lib/workspace/activity';
import {
  CustomFrameworkFieldError,
  createCustomFramework,
  deleteCustomFramework,
  listCustomFrameworks,
  readCustomFramework,
  updateCustomFramework,
} from '@/lib/workspace/custom-frameworks';
import { setControlState } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('custom-frameworks');

const form = {
  name: 'Board Security Charter',
  description: 'What our board asks of us',
  requirements: 'Requirement,Title,Controls\nBSC-1,Staff take security training,HR-03\nBSC-2,Access is reviewed quarterly,AC-03;AC-05',
};
const implemented = { state: 'implemented' as const, reason: '', ownerMemberId: '', note: '', version: 0 };

describe('custom frameworks', () => {
  it('creates one with its requirements mapped to controls, listed with its progress and an activity row', async () => {
    const admin = await founder('Charter');
    const { id } = await createCustomFramework(admin, form);
    expect(await listCustomFrameworks(admin)).toEqual([
      expect.objectContaining({
        id,
        name: form.name,
        description: form.description,
        requirementCount: 2,
        version: 1,
        progress: { met: 0, total: 2, percent: 0 },
      }),
    ]);
    const { framework, detail } = await readCustomFramework(admin, id);
    expect(framework.requirements).toEqual([
      { id: 'BSC-1', title: 'Staff take security training', controls: ['HR-03'] },
      { id: 'BSC-2', title: 'Access is reviewed quarterly', controls: ['AC-03', 'AC-05'] },
    ]);
    expect(detail.groups[0]!.heading).toBe('Board Security Charter');
    expect(detail.groups[0]!.requirements.map((requirement) => requirement.controls.map((control) => control.id))).toEqual([
      ['HR-03'],
      ['AC-03', 'AC-05'],
    ]);
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Created the custom framework Board Security Charter with 2 requirements');
  });

  it('moves its progress when a mapped control is implemented with current evidence, as every framework does', async () => {
    const admin = await founder('Progress');
    const { id } = await createCustomFramework(admin, form);
    await setControlState(admin, 'HR-03', implemented);
    const needing = await readCustomFramework(admin, id);
    expect(needing.detail.progress).toEqual({ met: 0, total: 2, percent: 0 });
    expect(needing.detail.needingEvidence).toBe(1);
    const reviewer = await joinAs(admin, 'member');
    await currentEvidenceFor(admin, ['HR-03'], reviewer);
    expect((await readCustomFramework(admin, id)).detail.progress).toEqual({ met: 1, total: 2, percent: 50 });
    expect((await listCustomFrameworks(admin))[0]!.progress).toEqual({ met: 1, total: 2, percent: 50 });
  });

  it('refuses a list with problems under the requirements field, and a name the organization already uses', async () => {
    const admin = await founder('Checks');
    const bad = await refusal(createCustomFramework(admin, { ...form, requirements: 'X-1,Title,NOT-A-CONTROL\nX-2,No controls,' }));
    expect(bad).toBeInstanceOf(CustomFrameworkFieldError);
    expect(bad).toMatchObject({
      field: 'requirements',
      message:
        'Line 1: NOT-A-CONTROL is not a control of the library.\nLine 2: map X-2 to at least one control of the library, e.g. GOV-01.',
    });
    await createCustomFramework(admin, form);
    expect(await refusal(createCustomFramework(admin, { ...form, name: 'board security CHARTER' }))).toMatchObject({
      field: 'name',
      message: 'Your organization already has a custom framework named board security CHARTER.',
    });
    expect(await listCustomFrameworks(admin)).toHaveLength(1);
  });

  it('saves an edit read at the current version and refuses a stale one, keeping the saved text', async () => {
    const admin = await founder('Editor');
    const { id } = await createCustomFramework(admin, form);
    const saved = await updateCustomFramework(admin, id, 1, { ...form, name: 'Charter v2', requirements: 'C-1,Only one,GOV-01' });
    expect(saved).toEqual({ id, name: 'Charter v2', version: 2 });
    expect((await refusal(updateCustomFramework(admin, id, 1, { ...form, name: 'Late' }))).message).toBe(STALE_MESSAGE);
    const { framework } = await readCustomFramework(admin, id);
    expect(framework).toMatchObject({
      name: 'Charter v2',
      version: 2,
      requirements: [{ id: 'C-1', title: 'Only one', controls: ['GOV-01'] }],
    });
    // Its own name is not taken by itself.
    expect((await updateCustomFramework(admin, id, 2, { ...form, name: 'CHARTER V2' })).version).toBe(3);
  });

  it('lets admins delete (stale versions refused), leaving the control states', async () => {
    const admin = await founder('Deleter');
    const member = await joinAs(admin, 'member');
    const { id } = await createCustomFramework(admin, form);
    await setControlState(admin, 'HR-03', implemented);
    expect((await refusal(deleteCustomFramework(member, id, 1))).kind).toBe('forbidden');
    expect((await refusal(deleteCustomFramework(admin, id, 7))).message).toBe(STALE_MESSAGE);
    expect(await deleteCustomFramework(admin, id, 1)).toEqual({ name: form.name });
    expect(await listCustomFrameworks(admin)).toEqual([]);
    expect((await refusal(deleteCustomFramework(admin, id, 1))).kind).toBe('not-found');
    const other = await createCustomFramework(admin, { ...form, requirements: 'A,B,HR-03' });
    expect((await readCustomFramework(admin, other.id)).detail.groups[0]!.requirements[0]!.controls[0]!.state).toBe('implemented');
  });

  it("keeps each organization's frameworks its own and a viewer's hands off", async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger');
    const { id } = await createCustomFramework(admin, form);
    expect(await listCustomFrameworks(stranger)).toEqual([]);
    expect((await refusal(readCustomFramework(stranger, id))).kind).toBe('not-found');
    expect((await refusal(updateCustomFramework(stranger, id, 1, form))).kind).toBe('not-found');
    expect((await refusal(deleteCustomFramework(stranger, id, 1))).kind).toBe('not-found');
    expect((await refusal(readCustomFramework(admin, UNKNOWN_ID))).kind).toBe('not-found');
    expect((await refusal(readCustomFramework(admin, 'not-a-uuid'))).kind).toBe('not-found');
    expect((await readCustomFramework(viewer, id)).framework.name).toBe(form.name);
    expect((await refusal(createCustomFramework(viewer, { ...form, name: 'Viewer' }))).kind).toBe('forbidden');
    expect((await refusal(updateCustomFramework(viewer, id, 1, form))).kind).toBe('forbidden');
    // The same name is free in another organization.
    expect((await createCustomFramework(stranger, form)).name).toBe(form.name);
  });
});
