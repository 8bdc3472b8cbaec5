/** @jest-environment node */
import { memberAction, memberActionOnObject } from '@/lib/actions/member-action';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { z } from '@/lib/schemas/zod';
import { guardedWrite } from '@/lib/workspace/guarded-write';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import { formData } from './form-data';

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let people = 0;
function memberOf(role: Member['role']): Member {
  people += 1;
  return {
    id: `member-${people}`,
    organizationId: `org-write-${people}`,
    organizationName: 'Org',
    subject: `embedded:write-${people}`,
    email: `w${people}@example.com`,
    displayName: `W${people}`,
    role,
  };
}

const stored = jest.fn(async (_member: Member, name: string) => ({ name }));
/** A write only administrators may make, declared with its permission once. */
const approveThing = guardedWrite('policies.approve', stored);
const nameRead = jest.fn((name: string) => name.length > 0);
const schema = z.object({ name: z.string().refine(nameRead, 'Enter a name.') });
const idle = { status: 'idle' } as const;

const approve = memberAction({
  write: approveThing,
  schema,
  work: async (member, input) => ({ record: await approveThing(member, input.name), message: 'Approved.' }),
  revalidate: () => ['/manage/things'],
});

beforeEach(() => {
  stored.mockClear();
  nameRead.mockClear();
});

describe('a workspace write declared with its permission', () => {
  it('carries the permission it was declared with', () => {
    expect(approveThing.permission).toBe('policies.approve');
  });

  it('refuses a role the permission does not allow when called directly, and does no work', async () => {
    const refused = await approveThing(memberOf('member'), 'direct').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkspaceError);
    expect(refused).toMatchObject({ kind: 'forbidden', message: FORBIDDEN_MESSAGE });
    expect(stored).not.toHaveBeenCalled();
    await expect(approveThing(memberOf('admin'), 'direct')).resolves.toEqual({ name: 'direct' });
  });
});

describe('memberAction reading the permission of its write', () => {
  it("refuses a role the write's permission does not allow before reading the form", async () => {
    for (const role of ['member', 'viewer'] as const) {
      jest.mocked(requireMember).mockResolvedValue(memberOf(role));
      await expect(approve(idle, formData({ name: 'x' }))).resolves.toEqual({
        status: 'error',
        fieldErrors: {},
        formError: FORBIDDEN_MESSAGE,
      });
    }
    expect(nameRead).not.toHaveBeenCalled();
    expect(stored).not.toHaveBeenCalled();
  });

  it('lets a role the permission allows through to the form and the write', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('admin'));
    await expect(approve(idle, formData({ name: 'policy' }))).resolves.toEqual({
      status: 'success',
      record: { name: 'policy' },
      message: 'Approved.',
    });
    expect(nameRead).toHaveBeenCalled();
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('does the same for an object posted by a screen', async () => {
    const call = memberActionOnObject({
      write: approveThing,
      schema,
      work: async (member, input) => ({ record: await approveThing(member, input.name), message: 'Approved.' }),
      revalidate: () => [],
    });
    jest.mocked(requireMember).mockResolvedValue(memberOf('member'));
    await expect(call({ name: 'x' })).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect(nameRead).not.toHaveBeenCalled();
    jest.mocked(requireMember).mockResolvedValue(memberOf('admin'));
    await expect(call({ name: 'y' })).resolves.toMatchObject({ status: 'success', record: { name: 'y' } });
  });
});
