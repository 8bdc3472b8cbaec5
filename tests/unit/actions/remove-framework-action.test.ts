/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { removeFramework } from '@/app/manage/frameworks/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { removeFramework as removeFromOrganization } from '@/lib/workspace/frameworks';
import { notFound } from '@/lib/workspace/member';
import { formData } from './form-data';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('@/lib/workspace/frameworks', () => ({ removeFramework: jest.fn() }));

const member = {
  id: 'm-1',
  organizationId: 'o-1',
  organizationName: 'Acme',
  subject: 'embedded:u-1',
  email: 'a@example.com',
  displayName: 'Ana',
  role: 'admin',
} as const;
const idle = { status: 'idle' } as const;

function form(frameworkId?: string): FormData {
  return formData({ frameworkId });
}

beforeEach(() => {
  jest.mocked(requireMember).mockReset().mockResolvedValue(member);
  jest.mocked(removeFromOrganization).mockReset().mockResolvedValue('SOC 2 Type II');
  jest.mocked(revalidatePath).mockReset();
});

describe('removeFramework (Remove on a Frameworks card)', () => {
  it('removes the framework, confirms it and refreshes Frameworks, the dashboard and Add Framework', async () => {
    const state = await removeFramework(idle, form('soc2'));
    expect(state).toEqual({
      status: 'success',
      record: { frameworkId: 'soc2' },
      message: 'SOC 2 Type II was removed from your frameworks. Its control states are kept.',
    });
    expect(removeFromOrganization).toHaveBeenCalledWith(member, 'soc2');
    expect(jest.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual([
      '/manage/frameworks',
      '/manage',
      '/manage/addFrameworks',
    ]);
  });

  it('lets an administrator remove too', async () => {
    jest.mocked(requireMember).mockResolvedValue({ ...member, role: 'admin' });
    await expect(removeFramework(idle, form('soc2'))).resolves.toMatchObject({ status: 'success' });
  });

  it('checks the membership first', async () => {
    jest.mocked(requireMember).mockRejectedValue(new Error('NEXT_REDIRECT'));
    await expect(removeFramework(idle, form('soc2'))).rejects.toThrow('NEXT_REDIRECT');
    expect(removeFromOrganization).not.toHaveBeenCalled();
  });

  it.each(['viewer', 'member'] as const)('refuses a %s without removing (removing is for admins)', async (role) => {
    jest.mocked(requireMember).mockResolvedValue({ ...member, role });
    await expect(removeFramework(idle, form('soc2'))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect(removeFromOrganization).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses an id that is not a directory framework', async () => {
    for (const data of [form('made-up'), form()]) {
      const state = await removeFramework(idle, data);
      expect(state).toMatchObject({ status: 'error', formError: 'This framework cannot be removed. Reload the page and try again.' });
    }
    expect(removeFromOrganization).not.toHaveBeenCalled();
  });

  it('answers not found (a framework the organization does not follow) as a form message', async () => {
    jest.mocked(removeFromOrganization).mockRejectedValue(notFound('SOC 2 Type II'));
    await expect(removeFramework(idle, form('soc2'))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'SOC 2 Type II was not found in your organization. It may have been removed.',
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
