/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import { FieldRefusal, memberAction, memberActionOnObject } from '@/lib/actions/member-action';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { trustOrganizationTag } from '@/lib/domain/trust/rules';
import { z } from '@/lib/schemas/zod';
import { STALE_MESSAGE, WorkspaceError, type Member } from '@/lib/workspace/member';
import { formData } from './form-data';

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let people = 0;
function memberOf(organizationId: string, role: Member['role'] = 'member'): Member {
  people += 1;
  return {
    id: `member-${people}`,
    organizationId,
    organizationName: organizationId,
    subject: `embedded:${people}`,
    email: `p${people}@example.com`,
    displayName: `P${people}`,
    role,
  };
}

const work = jest.fn(async (_member: Member, input: { name: string }) => ({
  record: { name: input.name },
  message: `Saved ${input.name}.`,
}));
const save = memberAction({
  permission: 'records.edit',
  schema: z.object({ name: z.string().min(1, 'Enter a name.') }),
  work,
  revalidate: (record, _input, member) => [
    '/manage/things',
    { path: `/manage/things/${record.name}`, type: 'layout' },
    { tag: `things:${member.organizationId}` },
  ],
});
const idle = { status: 'idle' } as const;

beforeEach(() => {
  work.mockClear();
  jest.mocked(revalidatePath).mockReset();
  jest.mocked(revalidateTag).mockReset();
});

describe('memberAction', () => {
  it('refuses a role without the permission before reading the form, and does no work', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-roles', 'viewer'));
    await expect(save(idle, formData({ name: '' }))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect(work).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers field messages for invalid input, and the work and revalidation for valid input', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-fields'));
    await expect(save(idle, formData({ name: '' }))).resolves.toEqual({ status: 'error', fieldErrors: { name: 'Enter a name.' } });
    expect(work).not.toHaveBeenCalled();
    await expect(save(idle, formData({ name: 'alpha' }))).resolves.toEqual({
      status: 'success',
      record: { name: 'alpha' },
      message: 'Saved alpha.',
    });
    expect(jest.mocked(revalidatePath).mock.calls).toEqual([['/manage/things'], ['/manage/things/alpha', 'layout']]);
    // A tag expires at once: a public page drawn ahead of time is never served stale after a write, and every
    // write expires the organization's trust page (what it shows is reached by most writes).
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['things:org-fields', { expire: 0 }],
      [trustOrganizationTag('org-fields'), { expire: 0 }],
    ]);
  });

  it('turns a refusal of the work into the form message, a field refusal into field messages, and throws faults', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-refusals'));
    work.mockRejectedValueOnce(new WorkspaceError('conflict', STALE_MESSAGE));
    await expect(save(idle, formData({ name: 'stale' }))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: STALE_MESSAGE });
    work.mockRejectedValueOnce(new FieldRefusal({ name: 'Taken.' }));
    await expect(save(idle, formData({ name: 'taken' }))).resolves.toEqual({ status: 'error', fieldErrors: { name: 'Taken.' } });
    work.mockRejectedValueOnce(new Error('disk on fire'));
    await expect(save(idle, formData({ name: 'fault' }))).rejects.toThrow('disk on fire');
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('gives a hidden-field form one reload message, without field messages, when asked to', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-hidden'));
    const step = memberAction({
      permission: 'records.edit',
      schema: z.object({ id: z.uuid() }),
      invalid: { message: 'Reload.', fields: false },
      work: async () => ({ record: {}, message: 'Done.' }),
      revalidate: () => [],
    });
    await expect(step(idle, formData({ id: 'nope' }))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: 'Reload.' });
  });

  it('allows 60 writes a minute per member, then refuses with a message and does no work', async () => {
    const member = memberOf('org-busy');
    jest.mocked(requireMember).mockResolvedValue(member);
    for (let index = 0; index < 60; index += 1) expect((await save(idle, formData({ name: `n${index}` }))).status).toBe('success');
    const refused = await save(idle, formData({ name: 'one too many' }));
    expect(refused).toMatchObject({
      status: 'error',
      formError: expect.stringMatching(
        /^Too many changes from your account in a short time\. Please try again in (\d+ seconds?|1 minute)\.$/,
      ),
    });
    expect(work).toHaveBeenCalledTimes(60);
    // A colleague still has their own budget.
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-busy'));
    expect((await save(idle, formData({ name: 'colleague' }))).status).toBe('success');
  });

  it('allows 600 writes a minute per organization, whoever makes them', async () => {
    const answers = [];
    for (let person = 0; person < 11; person += 1) {
      jest.mocked(requireMember).mockResolvedValue(memberOf('org-crowded'));
      for (let index = 0; index < 55; index += 1) answers.push((await save(idle, formData({ name: 'x' }))).status);
    }
    expect(answers.filter((status) => status === 'success')).toHaveLength(600);
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-crowded'));
    await expect(save(idle, formData({ name: 'late' }))).resolves.toMatchObject({
      formError: expect.stringMatching(/^Too many changes in your organization right now\./),
    });
    // Another organization is not affected.
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-quiet'));
    expect((await save(idle, formData({ name: 'quiet' }))).status).toBe('success');
  });

  it("charges an upload's megabytes to the member's hourly budget of 500", async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-uploads'));
    const upload = memberAction({
      permission: 'records.edit',
      schema: z.object({ size: z.coerce.number() }),
      uploadBytes: (input) => input.size,
      work: async () => ({ record: {}, message: 'Stored.' }),
      revalidate: () => [],
    });
    const megabytes = (count: number) => formData({ size: String(count * 1024 * 1024) });
    for (let index = 0; index < 10; index += 1) expect((await upload(idle, megabytes(50))).status).toBe('success');
    await expect(upload(idle, megabytes(1))).resolves.toMatchObject({
      formError: expect.stringMatching(/^You have uploaded as much as one account may in an hour\. Please try again in \d+ minutes?\.$/),
    });
  });
});

describe('memberActionOnObject', () => {
  it('takes an object instead of a form, with the same checks', async () => {
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-call', 'viewer'));
    const call = memberActionOnObject({
      permission: 'records.edit',
      schema: z.object({ name: z.string() }),
      work,
      revalidate: () => ['/manage'],
    });
    await expect(call({ name: 'x' })).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    jest.mocked(requireMember).mockResolvedValue(memberOf('org-call'));
    await expect(call('not an object')).resolves.toMatchObject({ status: 'error' });
    await expect(call({ name: 'y' })).resolves.toEqual({ status: 'success', record: { name: 'y' }, message: 'Saved y.' });
  });
});
