/** @jest-environment node */
import { createPolicy } from '@/app/manage/policies/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn(async () => ({ id: 'm-1', organizationId: 'o-1', organizationName: 'Acme', subject: 'embedded:u-1', email: 'a@example.com', displayName: 'Ana', role: 'member' })) }));
import { scheduleAudit } from '@/app/manage/audits/actions';
import { generateReport } from '@/app/manage/reports/actions';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

const recordActions = [
  ['createPolicy', createPolicy],
  ['scheduleAudit', scheduleAudit],
  ['generateReport', generateReport],
] as const;

type AnyAction = (state: { status: 'idle' }, data: FormData) => Promise<unknown>;

describe('every action checks the membership and the role first', () => {
  it.each(recordActions)('%s refuses without a session', async (_name, action) => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect((action as AnyAction)({ status: 'idle' }, new FormData())).rejects.toThrow('NEXT_REDIRECT');
  });

  it.each(recordActions)('%s refuses a viewer, even with a valid form', async (_name, action) => {
    jest.mocked(requireMember).mockResolvedValueOnce({ ...(await requireMember()), role: 'viewer' });
    await expect((action as AnyAction)({ status: 'idle' }, new FormData())).resolves.toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
  });
});

describe('createPolicy', () => {
  it('answers a v1.0 draft of the primary framework', async () => {
    const state = await createPolicy({ status: 'idle' }, form({ name: 'Key Policy', description: '', framework: 'pci', owner: 'Ana', reviewFrequency: '24' }));
    expect(state.status === 'success' && state.record).toMatchObject({ name: 'Key Policy', version: 'v1.0', status: 'draft', frameworks: ['pci'], owner: 'Ana', reviewFrequencyMonths: 24 });
  });

  it('answers field messages for bad input', async () => {
    const state = await createPolicy({ status: 'idle' }, form({ name: '', framework: 'hipaa', owner: '', reviewFrequency: '7' }));
    expect(state.status === 'error' && Object.keys(state.fieldErrors).sort()).toEqual(['framework', 'name', 'owner', 'reviewFrequency']);
  });
});

describe('scheduleAudit', () => {
  const valid = { name: 'HIPAA audit', type: 'internal', framework: 'hipaa', auditor: 'Internal team', startDate: '2027-03-01', endDate: '2027-03-05', description: '' };

  it('answers a scheduled audit with a Pending result', async () => {
    const state = await scheduleAudit({ status: 'idle' }, form(valid));
    expect(state.status === 'success' && state.record).toMatchObject({ ...valid, status: 'scheduled', result: 'Pending' });
  });

  it('refuses an end date before the start date', async () => {
    const state = await scheduleAudit({ status: 'idle' }, form({ ...valid, endDate: '2027-02-01' }));
    expect(state).toEqual({ status: 'error', fieldErrors: { endDate: 'The end date cannot be before the start date.' } });
  });
});

describe('generateReport', () => {
  const valid = { name: 'Board pack', type: 'executive', frameworks: ['soc2', 'gdpr'], startDate: '2026-07-01', endDate: '2026-09-30', format: 'word', notes: 'For the board' };

  it('answers a Generating report with every chosen framework', async () => {
    const state = await generateReport({ status: 'idle' }, form(valid));
    expect(state.status === 'success' && state.record).toMatchObject({ name: 'Board pack', frameworks: ['soc2', 'gdpr'], status: 'generating', format: 'word' });
  });

  it('needs at least one framework', async () => {
    const { frameworks: _unused, ...rest } = valid;
    void _unused;
    const state = await generateReport({ status: 'idle' }, form(rest));
    expect(state.status === 'error' && state.fieldErrors.frameworks).toBe('Choose at least one framework.');
  });
});
