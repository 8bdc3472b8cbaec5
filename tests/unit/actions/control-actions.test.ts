/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { trustOrganizationTag } from '@/lib/domain/trust/rules';
import { editControl } from '@/app/manage/frameworkManage/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { listControlStates } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('control-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;
const valid = {
  controlId: 'OPS-06',
  state: 'implemented',
  reason: '',
  ownerMemberId: '',
  note: 'Capacity dashboards reviewed monthly.',
  version: '0',
};

let admin: Member;

beforeAll(async () => {
  admin = await founder('Control Editor');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('editControl', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(editControl(idle, formData(valid))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer, even with a valid form, and changes nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(editControl(idle, formData({ ...valid, controlId: 'GOV-04' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await listControlStates(admin)).has('GOV-04')).toBe(false);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('saves the state, owner and note, confirms it and refreshes every screen showing progress', async () => {
    const member = await joinAs(admin, 'member');
    jest.mocked(requireMember).mockResolvedValueOnce(member);
    const state = await editControl(idle, formData({ ...valid, ownerMemberId: admin.id }));
    expect(state).toEqual({
      status: 'success',
      record: { controlId: 'OPS-06', state: 'implemented', version: 1 },
      message: 'OPS-06 Capacity management is now Implemented.',
    });
    expect((await listControlStates(admin)).get('OPS-06')).toMatchObject({
      state: 'implemented',
      ownerMemberId: admin.id,
      note: 'Capacity dashboards reviewed monthly.',
      version: 1,
    });
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Set OPS-06 Capacity management to Implemented');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/frameworkManage');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/frameworks');
    expect(revalidatePath).toHaveBeenCalledWith('/manage', 'layout');
    // A control state is shown on the organization's published trust page.
    expect(revalidateTag).toHaveBeenCalledWith(trustOrganizationTag(admin.organizationId), { expire: 0 });
  });

  it('refuses a stale version with the reload message and changes nothing', async () => {
    await editControl(idle, formData({ ...valid, controlId: 'AST-07' }));
    jest.mocked(revalidatePath).mockReset();
    const state = await editControl(idle, formData({ ...valid, controlId: 'AST-07', state: 'in-progress', version: '0' }));
    expect(state).toEqual({ status: 'error', fieldErrors: {}, formError: STALE_MESSAGE });
    expect((await listControlStates(admin)).get('AST-07')).toMatchObject({ state: 'implemented', version: 1 });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('asks for a reason when the control does not apply', async () => {
    const state = await editControl(idle, formData({ ...valid, controlId: 'PHY-05', state: 'not-applicable', reason: '  ' }));
    expect(state).toEqual({ status: 'error', fieldErrors: { reason: 'Say why this control does not apply.' } });
    expect((await listControlStates(admin)).has('PHY-05')).toBe(false);
    const saved = await editControl(
      idle,
      formData({ ...valid, controlId: 'PHY-05', state: 'not-applicable', reason: 'Fully remote, no office.' }),
    );
    expect(saved).toMatchObject({ status: 'success', message: expect.stringMatching(/^PHY-05 .* is now Not Applicable\.$/) });
    expect((await listControlStates(admin)).get('PHY-05')).toMatchObject({ state: 'not-applicable', reason: 'Fully remote, no office.' });
  });

  it('answers clear messages for bad input, an unknown control and an owner outside the team', async () => {
    const bad = await editControl(idle, formData({ state: 'done', ownerMemberId: 'someone', version: 'x' }));
    expect(bad.status === 'error' && Object.keys(bad.fieldErrors).sort()).toEqual(['controlId', 'ownerMemberId', 'state', 'version']);
    expect(await editControl(idle, formData({ ...valid, controlId: 'XX-99' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'The control was not found in your organization. It may have been removed.',
    });
    const stranger = await founder('Stranger');
    expect(await editControl(idle, formData({ ...valid, controlId: 'HR-02', ownerMemberId: stranger.id }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Choose an owner from your team.',
    });
    expect(await editControl(idle, formData({ ...valid, controlId: 'HR-02', ownerMemberId: UNKNOWN_ID }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Choose an owner from your team.',
    });
    expect((await listControlStates(admin)).has('HR-02')).toBe(false);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
