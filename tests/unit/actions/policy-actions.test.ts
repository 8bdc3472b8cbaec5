/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { createPolicy } from '@/app/manage/policies/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { Member } from '@/lib/workspace/member';
import { listPolicies } from '@/lib/workspace/policies';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('policy-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const valid = { name: 'Key Policy', description: '', framework: 'pci', owner: 'Ana', reviewFrequency: '24' };

let admin: Member;

beforeAll(async () => {
  admin = await founder('Policy Writer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('createPolicy', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(createPolicy({ status: 'idle' }, formData(valid))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer, even with a valid form, and stores nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(createPolicy({ status: 'idle' }, formData({ ...valid, name: 'Viewer Policy' }))).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect((await listPolicies(admin)).map((policy) => policy.name)).not.toContain('Viewer Policy');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores a v1.0 draft of the primary framework, answers it as listed and refreshes the screen', async () => {
    const state = await createPolicy({ status: 'idle' }, formData(valid));
    expect(state).toMatchObject({ status: 'success', message: 'Policy "Key Policy" created as a draft.' });
    expect(state.status === 'success' && state.record).toMatchObject({ name: 'Key Policy', version: 'v1.0', status: 'draft', frameworks: ['pci'], owner: 'Ana', lastUpdated: 'Just now', reviewDue: 'N/A', reviewFrequencyMonths: 24 });
    expect((await listPolicies(admin)).map((policy) => policy.name)).toContain('Key Policy');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/policies');
  });

  it('answers field messages for bad input and stores nothing', async () => {
    const before = (await listPolicies(admin)).length;
    const state = await createPolicy({ status: 'idle' }, formData({ name: '', framework: 'hipaa', owner: '', reviewFrequency: '7' }));
    expect(state.status === 'error' && Object.keys(state.fieldErrors).sort()).toEqual(['framework', 'name', 'owner', 'reviewFrequency']);
    expect(await listPolicies(admin)).toHaveLength(before);
  });
});
