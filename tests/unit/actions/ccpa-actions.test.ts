/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { bulkAssignIssues, bulkSetPriority, closeIssue, createIssue, updateIssue } from '@/app/manage/ccpa-issues/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { ASSIGNEE_MESSAGE, listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('ccpa-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const year = new Date().getUTCFullYear();
const valid = {
  title: 'Cookie banner',
  description: 'Consent is not stored.',
  priority: 'high',
  category: 'consent',
  tags: 'Web, Cookies',
  assigneeMemberId: '',
  dueDate: '2030-01-15',
};
const all = { search: '', priority: '', category: '', tag: '', status: 'all' };

let admin: Member;
let stranger: Member;

beforeAll(async () => {
  admin = await founder('Issue Writer');
  stranger = await founder('Issue Stranger');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('createIssue', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(createIssue({ status: 'idle' }, formData(valid))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer and stores nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(createIssue({ status: 'idle' }, formData({ ...valid, title: 'Viewer issue' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await listCcpaIssues(admin, all)).map((issue) => issue.title)).not.toContain('Viewer issue');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores an open issue with the next reference and refreshes the list and the dashboard', async () => {
    const state = await createIssue({ status: 'idle' }, formData({ ...valid, assigneeMemberId: admin.id }));
    expect(state).toMatchObject({ status: 'success', message: `Issue CCPA-${year}-001 created.` });
    expect(state.status === 'success' && state.record).toMatchObject({
      reference: `CCPA-${year}-001`,
      tags: ['Web', 'Cookies'],
      assignee: admin.displayName,
      status: 'open',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/ccpa-issues');
    expect(revalidatePath).toHaveBeenCalledWith('/manage');
  });

  it('answers field messages for bad input and stores nothing', async () => {
    const before = (await listCcpaIssues(admin, all)).length;
    const state = await createIssue(
      { status: 'idle' },
      formData({ title: '', description: '', priority: 'urgent', category: '', tags: '1,2,3,4,5,6,7,8,9', dueDate: 'soon' }),
    );
    expect(state.status === 'error' && Object.keys(state.fieldErrors).sort()).toEqual([
      'category',
      'description',
      'dueDate',
      'priority',
      'tags',
      'title',
    ]);
    expect(await listCcpaIssues(admin, all)).toHaveLength(before);
  });

  it("answers a clear message for another organization's member as assignee", async () => {
    await expect(createIssue({ status: 'idle' }, formData({ ...valid, assigneeMemberId: stranger.id }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: ASSIGNEE_MESSAGE,
    });
  });
});

describe('updateIssue and closeIssue', () => {
  it('saves an edit, refuses a stale one, then closes', async () => {
    const created = await createIssue({ status: 'idle' }, formData(valid));
    if (created.status !== 'success') throw new Error('not created');
    const { id, reference } = created.record;
    const saved = await updateIssue(
      { status: 'idle' },
      formData({ ...valid, priority: 'critical', status: 'in-progress', id, version: '1' }),
    );
    expect(saved).toMatchObject({ status: 'success', message: `Issue ${reference} saved.` });
    expect(saved.status === 'success' && saved.record).toMatchObject({ priority: 'critical', status: 'in-progress', version: 2 });
    await expect(updateIssue({ status: 'idle' }, formData({ ...valid, status: 'open', id, version: '1' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    await expect(closeIssue({ status: 'idle' }, formData({ id, version: '1' }))).resolves.toMatchObject({
      status: 'error',
      formError: STALE_MESSAGE,
    });
    await expect(closeIssue({ status: 'idle' }, formData({ id, version: '2' }))).resolves.toMatchObject({
      status: 'success',
      message: `Issue ${reference} closed.`,
    });
    expect((await listCcpaIssues(admin)).map((issue) => issue.id)).not.toContain(id);
  });

  it("answers not found for another organization's issue", async () => {
    const created = await createIssue({ status: 'idle' }, formData(valid));
    if (created.status !== 'success') throw new Error('not created');
    jest.mocked(revalidatePath).mockReset();
    jest.mocked(requireMember).mockImplementation(async () => stranger);
    await expect(
      updateIssue({ status: 'idle' }, formData({ ...valid, status: 'closed', id: created.record.id, version: '1' })),
    ).resolves.toMatchObject({ status: 'error', formError: expect.stringContaining('was not found') });
    await expect(closeIssue({ status: 'idle' }, formData({ id: created.record.id, version: '1' }))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringContaining('was not found'),
    });
    await expect(closeIssue({ status: 'idle' }, formData({}))).resolves.toMatchObject({ status: 'error' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses a viewer', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockImplementation(async () => viewer);
    const [issue] = await listCcpaIssues(admin);
    await expect(
      updateIssue({ status: 'idle' }, formData({ ...valid, status: 'open', id: issue!.id, version: String(issue!.version) })),
    ).resolves.toMatchObject({ formError: FORBIDDEN_MESSAGE });
    await expect(closeIssue({ status: 'idle' }, formData({ id: issue!.id, version: String(issue!.version) }))).resolves.toMatchObject({
      formError: FORBIDDEN_MESSAGE,
    });
  });
});

describe('bulk actions', () => {
  it('assigns and re-prioritises the selected issues', async () => {
    const team = await founder('Bulk Team');
    jest.mocked(requireMember).mockImplementation(async () => team);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const state = await createIssue({ status: 'idle' }, formData(valid));
      if (state.status === 'success') ids.push(state.record.id);
    }
    await expect(
      bulkAssignIssues({ status: 'idle' }, formData({ ids: ids.slice(0, 2), assigneeMemberId: team.id })),
    ).resolves.toMatchObject({ status: 'success', record: { count: 2 }, message: 'Assigned 2 issues.' });
    await expect(bulkSetPriority({ status: 'idle' }, formData({ ids: [ids[2]!], priority: 'low' }))).resolves.toMatchObject({
      status: 'success',
      message: 'Updated the priority of 1 issue.',
    });
    expect((await listCcpaIssues(team)).map((issue) => [issue.assignee, issue.priority])).toEqual([
      [team.displayName, 'high'],
      [team.displayName, 'high'],
      [null, 'low'],
    ]);
    await expect(bulkAssignIssues({ status: 'idle' }, formData({ ids: [ids[0]!], assigneeMemberId: '' }))).resolves.toMatchObject({
      message: 'Unassigned 1 issue.',
    });
  });

  it('needs a selection, and refuses ids of another organization without changing anything', async () => {
    await expect(bulkAssignIssues({ status: 'idle' }, formData({ assigneeMemberId: admin.id }))).resolves.toMatchObject({
      status: 'error',
      fieldErrors: { ids: 'Select at least one issue.' },
    });
    await expect(bulkSetPriority({ status: 'idle' }, formData({ ids: ['x'], priority: 'urgent' }))).resolves.toMatchObject({
      status: 'error',
      fieldErrors: { priority: 'Choose a priority.' },
    });
    const [mine] = await listCcpaIssues(admin);
    const theirs = await (async () => {
      jest.mocked(requireMember).mockImplementationOnce(async () => stranger);
      const state = await createIssue({ status: 'idle' }, formData(valid));
      return state.status === 'success' ? state.record : null;
    })();
    jest.mocked(revalidatePath).mockReset();
    await expect(bulkSetPriority({ status: 'idle' }, formData({ ids: [mine!.id, theirs!.id], priority: 'low' }))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringContaining('was not found'),
    });
    await expect(bulkAssignIssues({ status: 'idle' }, formData({ ids: [mine!.id], assigneeMemberId: stranger.id }))).resolves.toMatchObject(
      { status: 'error', formError: ASSIGNEE_MESSAGE },
    );
    expect((await listCcpaIssues(admin)).find((issue) => issue.id === mine!.id)).toMatchObject({
      priority: mine!.priority,
      version: mine!.version,
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses a viewer', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockImplementation(async () => viewer);
    const [issue] = await listCcpaIssues(admin);
    await expect(bulkAssignIssues({ status: 'idle' }, formData({ ids: [issue!.id], assigneeMemberId: '' }))).resolves.toMatchObject({
      formError: FORBIDDEN_MESSAGE,
    });
    await expect(bulkSetPriority({ status: 'idle' }, formData({ ids: [issue!.id], priority: 'low' }))).resolves.toMatchObject({
      formError: FORBIDDEN_MESSAGE,
    });
  });
});
