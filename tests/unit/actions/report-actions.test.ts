/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { generateReport } from '@/app/manage/reports/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { Member } from '@/lib/workspace/member';
import { listReports } from '@/lib/workspace/reports';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('report-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const valid = {
  name: 'Board pack',
  type: 'executive',
  frameworks: ['soc2', 'gdpr'],
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  format: 'word',
  notes: 'For the board',
};

let admin: Member;

beforeAll(async () => {
  admin = await founder('Reporter');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('generateReport', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(generateReport({ status: 'idle' }, formData(valid))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer, even with a valid form, and stores nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(generateReport({ status: 'idle' }, formData({ ...valid, name: 'Viewer pack' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await listReports(admin)).rows.map((report) => report.name)).not.toContain('Viewer pack');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores the report as Generating in the member’s organization and refreshes the screen', async () => {
    const state = await generateReport({ status: 'idle' }, formData(valid));
    expect(state.status).toBe('success');
    if (state.status !== 'success') return;
    expect(state.record).toMatchObject({
      name: 'Board pack',
      frameworks: ['soc2', 'gdpr'],
      status: 'generating',
      format: 'word',
      generated: 'Started just now',
      size: '—',
    });
    expect(state.message).toBe('Report "Board pack" is being generated.');
    expect((await listReports(admin)).rows.map((report) => report.id)).toContain(state.record.id);
    expect(revalidatePath).toHaveBeenCalledWith('/manage/reports');
  });

  it('needs at least one framework', async () => {
    const { frameworks: _unused, ...rest } = valid;
    void _unused;
    const state = await generateReport({ status: 'idle' }, formData(rest));
    expect(state.status === 'error' && state.fieldErrors.frameworks).toBe('Choose at least one framework.');
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers field messages for bad input, never throwing', async () => {
    const state = await generateReport(
      { status: 'idle' },
      formData({ name: '', type: 'weekly', frameworks: ['hipaa'], startDate: '2026-13-01', endDate: '', format: 'pdf' }),
    );
    expect(state.status === 'error' && Object.keys(state.fieldErrors).sort()).toEqual([
      'endDate',
      'frameworks.0',
      'name',
      'startDate',
      'type',
    ]);
  });

  it('refuses an end date before the start date', async () => {
    const state = await generateReport({ status: 'idle' }, formData({ ...valid, endDate: '2026-06-30' }));
    expect(state).toEqual({ status: 'error', fieldErrors: { endDate: 'The end date cannot be before the start date.' } });
  });
});
