/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { revalidatePath } from 'next/cache';
import {
  approvePolicyAction,
  archivePolicyAction,
  commentOnPolicyAction,
  createPolicy,
  deletePolicyAction,
  renewPolicyAction,
  returnPolicyAction,
  savePolicy,
  startFromTemplate,
  submitPolicyAction,
} from '@/app/manage/policies/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { createPolicyFromTemplate, getPolicy, listPolicies } from '@/lib/workspace/policies';
import { submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import { createPerson } from '@/lib/workspace/people';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';
import { readOutboxLetter } from '../../support/outbox-letter';

withThrowAwayDatabase('policy-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const valid = { name: 'Key Policy', description: '', framework: 'pci-dss', owner: 'Ana', reviewFrequency: '24' };

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
    await expect(createPolicy({ status: 'idle' }, formData({ ...valid, name: 'Viewer Policy' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await listPolicies(admin)).rows.map((policy) => policy.name)).not.toContain('Viewer Policy');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores a v1.0 draft of the primary framework, answers it as listed and refreshes the screen', async () => {
    const state = await createPolicy({ status: 'idle' }, formData(valid));
    expect(state).toMatchObject({ status: 'success', message: 'Policy "Key Policy" created as a draft.' });
    expect(state.status === 'success' && state.record).toMatchObject({
      name: 'Key Policy',
      version: 'v1.0',
      status: 'draft',
      frameworks: ['pci-dss'],
      owner: 'Ana',
      lastUpdated: 'Just now',
      reviewDue: 'N/A',
      reviewFrequencyMonths: 24,
    });
    expect((await listPolicies(admin)).rows.map((policy) => policy.name)).toContain('Key Policy');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/policies');
  });

  it('answers field messages for bad input and stores nothing', async () => {
    const before = (await listPolicies(admin)).total;
    const state = await createPolicy({ status: 'idle' }, formData({ name: '', framework: 'hipaa', owner: '', reviewFrequency: '7' }));
    expect(state.status === 'error' && Object.keys(state.fieldErrors).sort()).toEqual(['framework', 'name', 'owner', 'reviewFrequency']);
    expect((await listPolicies(admin)).total).toBe(before);
  });
});

describe('lifecycle actions', () => {
  const draftOf = async (name: string) =>
    createPolicyFromTemplate(admin, 'access').then((record) =>
      updatePolicy(admin, {
        id: record.id,
        version: record.version,
        name,
        description: '',
        owner: 'Ana',
        frameworks: ['soc2'],
        reviewFrequency: '12',
        body: 'Text',
      }),
    );

  it('starts a draft from a template and answers its id for the editor', async () => {
    const state = await startFromTemplate({ status: 'idle' }, formData({ templateId: 'backup' }));
    expect(state).toMatchObject({ status: 'success', message: 'Policy "Backup & Recovery Policy" created as a draft from its template.' });
    const id = state.status === 'success' ? state.record.id : '';
    expect((await getPolicy(admin, id)).body).toContain(admin.organizationName);
    await expect(startFromTemplate({ status: 'idle' }, formData({ templateId: '../etc' }))).resolves.toMatchObject({
      status: 'error',
      formError: 'Choose one of the templates.',
    });
  });

  it('saves the editor, checking the fields and the frameworks chosen', async () => {
    const draft = await draftOf('Editor Policy');
    const bad = await savePolicy(
      { status: 'idle' },
      formData({ id: draft.id, version: String(draft.version), name: '', owner: 'Ana', reviewFrequency: '12', body: 'x' }),
    );
    expect(bad.status === 'error' && Object.keys(bad.fieldErrors).sort()).toEqual(['frameworks', 'name']);
    const fields = {
      id: draft.id,
      version: String(draft.version),
      name: 'Editor Policy',
      description: 'd',
      owner: 'Ana',
      reviewFrequency: '6',
      body: '## Scope\n\nAll.',
      frameworks: ['soc2', 'hipaa'],
    };
    const saved = await savePolicy({ status: 'idle' }, formData(fields));
    expect(saved).toMatchObject({ status: 'success', message: 'Policy "Editor Policy" v1.0 saved as a draft.' });
    expect(await getPolicy(admin, draft.id)).toMatchObject({
      frameworks: ['soc2', 'hipaa'],
      reviewFrequencyMonths: 6,
      body: '## Scope\n\nAll.',
    });
    expect(revalidatePath).toHaveBeenCalledWith(`/manage/policies/${draft.id}`);
  });

  it('submits, approves and refuses with the reason a step the status does not allow', async () => {
    const draft = await draftOf('Stepped Policy');
    const ids = (version: number) => formData({ id: draft.id, version: String(version) });
    await expect(approvePolicyAction({ status: 'idle' }, ids(draft.version))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Only a policy under review can be approved.',
    });
    await expect(submitPolicyAction({ status: 'idle' }, ids(draft.version))).resolves.toMatchObject({
      status: 'success',
      record: { status: 'Under Review' },
    });
    await expect(submitPolicyAction({ status: 'idle' }, ids(draft.version))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    await expect(approvePolicyAction({ status: 'idle' }, ids(draft.version + 1))).resolves.toMatchObject({
      status: 'success',
      message: 'Policy "Stepped Policy" approved.',
    });
    await expect(deletePolicyAction({ status: 'idle' }, ids(draft.version + 2))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringMatching(/^Only a draft can be deleted/),
    });
    await expect(archivePolicyAction({ status: 'idle' }, ids(draft.version + 2))).resolves.toMatchObject({ status: 'success' });
    await expect(renewPolicyAction({ status: 'idle' }, formData({ id: draft.id, version: 'x' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Reload the page and try again.',
    });
  });

  it('returns with a required comment, and takes comments under review', async () => {
    const draft = await draftOf('Returned Policy');
    const review = await submitPolicy(admin, draft.id, draft.version);
    const empty = await returnPolicyAction({ status: 'idle' }, formData({ id: review.id, version: String(review.version), comment: ' ' }));
    expect(empty.status === 'error' && empty.fieldErrors.comment).toBe('Enter the comment saying what to change.');
    await expect(
      commentOnPolicyAction({ status: 'idle' }, formData({ id: review.id, version: String(review.version), body: 'Nice.' })),
    ).resolves.toMatchObject({ status: 'success', message: 'Comment added.' });
    await expect(
      returnPolicyAction({ status: 'idle' }, formData({ id: review.id, version: String(review.version), comment: 'Shorten it.' })),
    ).resolves.toMatchObject({ status: 'success', record: { status: 'Draft' } });
    expect((await getPolicy(admin, review.id)).comments.map((comment) => comment.kind)).toEqual(['comment', 'returned']);
  });

  it('deletes a draft for an administrator only, and refuses a viewer every step', async () => {
    const draft = await draftOf('Doomed Policy');
    const ids = formData({ id: draft.id, version: String(draft.version) });
    const member = await joinAs(admin, 'member');
    jest.mocked(requireMember).mockResolvedValueOnce(member);
    await expect(deletePolicyAction({ status: 'idle' }, ids)).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockImplementation(async () => viewer);
    for (const action of [
      submitPolicyAction,
      approvePolicyAction,
      renewPolicyAction,
      archivePolicyAction,
      deletePolicyAction,
      returnPolicyAction,
      commentOnPolicyAction,
      savePolicy,
      startFromTemplate,
    ]) {
      await expect(action({ status: 'idle' }, ids)).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    }
    jest.mocked(requireMember).mockImplementation(async () => admin);
    await expect(deletePolicyAction({ status: 'idle' }, ids)).resolves.toMatchObject({
      status: 'success',
      record: { deleted: true },
      message: 'Draft "Doomed Policy" deleted.',
    });
    expect((await refusal(getPolicy(admin, draft.id))).kind).toBe('not-found');
  });
});

describe('approving a policy', () => {
  it('mails each person without a login their acceptance link right away', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const person = await createPerson(admin, {
      name: 'Iris Field',
      email: 'iris.field@example.com',
      department: '',
      managerId: null,
      startDate: '2024-01-15',
    });
    const draft = await createPolicyFromTemplate(admin, 'access');
    const submitted = await submitPolicy(admin, draft.id, draft.version);
    await expect(
      approvePolicyAction({ status: 'idle' }, formData({ id: submitted.id, version: String(submitted.version) })),
    ).resolves.toMatchObject({ status: 'success' });
    const outbox = join(process.env.DATA_DIR!, 'outbox');
    const sent = readdirSync(outbox)
      .map((name) => readOutboxLetter(join(outbox, name)))
      .filter((letter) => letter.startsWith(`To: ${person.email}\n`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Subject: Please read and accept: ${submitted.name} v1.0`);
    expect(sent[0]).toMatch(/http:\/\/localhost:3000\/accept\/[\w-]{20,}/);
  });
});
