/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { importLicensedFramework } from '@/app/manage/addFrameworks/licensed-actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { CustomFrameworkFieldError, importLicensedFramework as importList } from '@/lib/workspace/custom-frameworks';
import { WorkspaceError } from '@/lib/workspace/member';
import { formData } from './form-data';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('@/lib/workspace/custom-frameworks', () => {
  const { WorkspaceError: Refusal } = jest.requireActual<typeof import('@/lib/workspace/member')>('@/lib/workspace/member');
  class FieldError extends Refusal {
    constructor(
      readonly field: string,
      message: string,
    ) {
      super('invalid', message);
    }
  }
  return { CustomFrameworkFieldError: FieldError, importLicensedFramework: jest.fn() };
});

const member = {
  id: 'm-1',
  organizationId: 'o-1',
  organizationName: 'Acme',
  subject: 'embedded:u-1',
  email: 'a@example.com',
  displayName: 'Ana',
  role: 'member',
} as const;
const idle = { status: 'idle' } as const;
const file = 'Requirement,Title,Group\n01.a,Access control policy,Access Control';

beforeEach(() => {
  jest.mocked(requireMember).mockReset().mockResolvedValue(member);
  jest.mocked(importList).mockReset().mockResolvedValue({ id: 'list-1', name: 'HITRUST CSF', count: 1 });
  jest.mocked(revalidatePath).mockReset();
});

describe('importLicensedFramework (the HITRUST CSF card of Add Framework)', () => {
  it('imports the file for a member, confirms the count and refreshes the framework screens', async () => {
    const state = await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: file }));
    expect(state).toEqual({
      status: 'success',
      record: { id: 'list-1' },
      message: 'Imported 1 requirement of your licensed HITRUST CSF list.',
    });
    expect(importList).toHaveBeenCalledWith(member, { frameworkId: 'hitrust', requirements: file });
    expect(jest.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual([
      '/manage/frameworks',
      '/manage',
      '/manage/addFrameworks',
      '/manage/frameworks/custom/list-1',
    ]);
  });

  it('says the count in the plural for a longer list', async () => {
    jest.mocked(importList).mockResolvedValue({ id: 'list-1', name: 'HITRUST CSF', count: 312 });
    const state = await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: file }));
    expect(state).toMatchObject({ message: 'Imported 312 requirements of your licensed HITRUST CSF list.' });
  });

  it('refuses a viewer without importing', async () => {
    jest.mocked(requireMember).mockResolvedValue({ ...member, role: 'viewer' });
    const state = await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: file }));
    expect(state).toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect(importList).not.toHaveBeenCalled();
  });

  it('refuses a missing file or a framework that is not licensed under their fields', async () => {
    expect(await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: ' ' }))).toMatchObject({
      status: 'error',
      fieldErrors: { requirements: 'Choose the CSV file of your licensed requirements.' },
    });
    expect(await importLicensedFramework(idle, formData({ frameworkId: 'soc2', requirements: file }))).toMatchObject({
      status: 'error',
      fieldErrors: { frameworkId: 'Choose a licensed framework to import.' },
    });
    expect(importList).not.toHaveBeenCalled();
  });

  it("answers the file's problems under the requirements field", async () => {
    jest.mocked(importList).mockRejectedValue(new CustomFrameworkFieldError('requirements', 'Line 2: give the requirement title.'));
    const state = await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: file }));
    expect(state).toEqual({ status: 'error', fieldErrors: { requirements: 'Line 2: give the requirement title.' }, formError: undefined });
  });

  it("answers the workspace's other refusals as a form message", async () => {
    jest.mocked(importList).mockRejectedValue(new WorkspaceError('forbidden', FORBIDDEN_MESSAGE));
    const state = await importLicensedFramework(idle, formData({ frameworkId: 'hitrust', requirements: file }));
    expect(state).toMatchObject({ status: 'error', formError: FORBIDDEN_MESSAGE });
  });
});
