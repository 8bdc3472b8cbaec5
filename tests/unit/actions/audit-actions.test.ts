/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { scheduleAudit } from '@/app/manage/audits/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { listAudits } from '@/lib/workspace/audits';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('audit-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const valid = {
  name: 'HIPAA audit',
  type: 'internal',
  framework: 'hipaa',
  auditor: 'Internal team',
  startDate: '2027-03-01',
  endDate: '2027-03-05',
  description: '',
};

let admin: Member;

beforeAll(async () => {
  admin = await founder('Scheduler');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(requireMember).mockImplementation(async () => admin);
});

describe('scheduleAudit (server action)', () => {
  it('checks the membership before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(scheduleAudit({ status: 'idle' }, formData(valid))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer, even with a valid form, and stores nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    const before = (await listAudits(admin)).total;
    await expect(scheduleAudit({ status: 'idle' }, formData(valid))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await listAudits(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores a scheduled audit with a Pending result, answers it as listed and refreshes the page', async () => {
    const state = await scheduleAudit({ status: 'idle' }, formData(valid));
    expect(state.status).toBe('success');
    if (state.status !== 'success') return;
    expect(state.record).toMatchObject({ ...valid, status: 'scheduled', result: 'Pending', cancellationReason: '', version: 1 });
    expect(state.message).toBe('Audit "HIPAA audit" scheduled for 2027-03-01.');
    expect((await listAudits(admin)).rows.map((audit) => audit.id)).toContain(state.record.id);
    expect((await listActivity(admin)).entries[0]).toMatchObject({
      action: 'audit.scheduled',
      recordType: 'audit',
      actorName: admin.displayName,
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/audits');
  });

  it('answers field messages for bad input, never a throw, and stores nothing', async () => {
    const before = (await listAudits(admin)).total;
    const reversed = await scheduleAudit({ status: 'idle' }, formData({ ...valid, endDate: '2027-02-01' }));
    expect(reversed).toEqual({ status: 'error', fieldErrors: { endDate: 'The end date cannot be before the start date.' } });
    const blank = await scheduleAudit({ status: 'idle' }, new FormData());
    expect(blank.status === 'error' && Object.keys(blank.fieldErrors).sort()).toEqual([
      'auditor',
      'endDate',
      'framework',
      'name',
      'startDate',
      'type',
    ]);
    const unknown = await scheduleAudit({ status: 'idle' }, formData({ ...valid, framework: 'sox', type: 'annual' }));
    expect(unknown.status === 'error' && unknown.fieldErrors).toEqual({ framework: 'Choose a framework.', type: 'Choose an audit type.' });
    expect((await listAudits(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
