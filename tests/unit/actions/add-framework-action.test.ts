/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { addFramework } from '@/app/manage/addFrameworks/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { WorkspaceError } from '@/lib/workspace/member';
import { formData } from './form-data';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('@/lib/workspace/frameworks', () => ({ addFrameworks: jest.fn() }));

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

function form(frameworkId?: string): FormData {
  return formData({ frameworkId });
}

beforeEach(() => {
  jest.mocked(requireMember).mockReset().mockResolvedValue(member);
  jest.mocked(addFrameworks).mockReset().mockResolvedValue(['HIPAA']);
  jest.mocked(revalidatePath).mockReset();
});

describe('addFramework (Add Framework)', () => {
  it("adds the card's framework, confirms it and refreshes Frameworks, the dashboard and Add Framework", async () => {
    const state = await addFramework(idle, form('hipaa'));
    expect(state).toEqual({
      status: 'success',
      record: { frameworkId: 'hipaa' },
      message: 'HIPAA was added to your frameworks. Continue its setup from Frameworks.',
    });
    expect(addFrameworks).toHaveBeenCalledWith(member, ['hipaa']);
    expect(jest.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual([
      '/manage/frameworks',
      '/manage',
      '/manage/addFrameworks',
    ]);
  });

  it('says so when the organization follows the framework already', async () => {
    jest.mocked(addFrameworks).mockResolvedValue([]);
    const state = await addFramework(idle, form('hipaa'));
    expect(state).toMatchObject({ status: 'success', message: 'Your organization already follows this framework.' });
  });

  it('checks the membership first', async () => {
    jest.mocked(requireMember).mockRejectedValue(new Error('NEXT_REDIRECT'));
    await expect(addFramework(idle, form('hipaa'))).rejects.toThrow('NEXT_REDIRECT');
    expect(addFrameworks).not.toHaveBeenCalled();
  });

  it('refuses a viewer without adding', async () => {
    jest.mocked(requireMember).mockResolvedValue({ ...member, role: 'viewer' });
    await expect(addFramework(idle, form('hipaa'))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect(addFrameworks).not.toHaveBeenCalled();
  });

  it('refuses an id that is not a directory framework', async () => {
    for (const data of [form('made-up'), form()]) {
      const state = await addFramework(idle, data);
      expect(state.status).toBe('error');
    }
    expect(addFrameworks).not.toHaveBeenCalled();
  });

  it("answers the workspace's refusal as a form message", async () => {
    jest.mocked(addFrameworks).mockRejectedValue(new WorkspaceError('forbidden', FORBIDDEN_MESSAGE));
    await expect(addFramework(idle, form('hipaa'))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
  });
});
