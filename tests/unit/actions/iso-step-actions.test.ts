/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { assignIsoStepAction, startIsoStepAction } from '@/app/manage/iso27001Setup/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { addFrameworks, isoSetup } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('iso-step-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let admin: Member;
let viewer: Member;
let stranger: Member;

beforeAll(async () => {
  admin = await founder('Step Actions');
  viewer = await joinAs(admin, 'viewer');
  stranger = await founder('Step Stranger');
  await addFrameworks(admin, ['iso27001']);
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('startIsoStepAction and assignIsoStepAction', () => {
  it('refuse a viewer and bad input, changing nothing', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(startIsoStepAction({ stepId: 'roles', version: 1 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(assignIsoStepAction({ stepId: 'roles', memberId: viewer.id, version: 1 })).resolves.toMatchObject({
      formError: FORBIDDEN_MESSAGE,
    });
    await expect(assignIsoStepAction({ stepId: 'roles', memberId: 'not-an-id', version: 1 })).resolves.toMatchObject({
      status: 'error',
      formError: 'Choose a member of your team.',
    });
    await expect(assignIsoStepAction({ stepId: 'roles', memberId: stranger.id, version: 1 })).resolves.toMatchObject({
      status: 'error',
      formError: 'Choose a member of your team.',
    });
    await expect(startIsoStepAction({ stepId: 'nope', version: 1 })).resolves.toMatchObject({
      formError: expect.stringContaining('not found'),
    });
    expect(await isoSetup(admin)).toMatchObject({ version: 1, startedSteps: [], assignments: [] });
  });

  it('start a step and assign it, each with the version read, then refuse a stale one', async () => {
    await expect(startIsoStepAction({ stepId: 'roles', version: 1 })).resolves.toEqual({
      status: 'success',
      record: { stepId: 'roles', version: 2 },
      message: 'Roles and responsibilities is in progress.',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/iso27001Setup');
    await expect(assignIsoStepAction({ stepId: 'roles', memberId: viewer.id, version: 2 })).resolves.toEqual({
      status: 'success',
      record: { stepId: 'roles', version: 3 },
      message: `Roles and responsibilities is assigned to ${viewer.displayName}.`,
    });
    await expect(assignIsoStepAction({ stepId: 'roles', memberId: admin.id, version: 2 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    const setup = (await isoSetup(admin))!;
    expect(setup.doneSteps).toEqual([]);
    expect(setup.assignments.map((assignment) => assignment.memberId)).toEqual([viewer.id]);
  });
});
