/** @jest-environment node */
import { createPolicy } from '@/app/manage/policies/actions';
import { verifySession } from '@/lib/dal';

jest.mock('@/lib/dal', () => ({ verifySession: jest.fn(async () => ({ nickname: 'Acme', uuid: 'u-1' })) }));
import { scheduleAudit } from '@/app/manage/audits/actions';
import { generateReport } from '@/app/manage/reports/actions';
import { changeMemberRole, inviteTeamMember, updateProfile } from '@/app/manage/settings/actions';
import { sampleProfile } from '@/lib/sample-data/settings';

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

describe('every action checks the session first', () => {
  it.each([
    ['createPolicy', createPolicy],
    ['scheduleAudit', scheduleAudit],
    ['generateReport', generateReport],
    ['updateProfile', updateProfile],
    ['inviteTeamMember', inviteTeamMember],
    ['changeMemberRole', changeMemberRole],
  ] as const)('%s refuses without a session', async (_name, action) => {
    jest.mocked(verifySession).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect((action as (state: { status: 'idle' }, data: FormData) => Promise<unknown>)({ status: 'idle' }, new FormData())).rejects.toThrow('NEXT_REDIRECT');
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

describe('settings actions', () => {
  it('saves a valid profile and refuses a bad one', async () => {
    const saved = await updateProfile({ status: 'idle' }, form({ ...sampleProfile, jobTitle: 'CISO' }));
    expect(saved.status === 'success' && saved.record.jobTitle).toBe('CISO');
    const refused = await updateProfile({ status: 'idle' }, form({ ...sampleProfile, department: 'Sales' }));
    expect(refused.status === 'error' && refused.fieldErrors.department).toBe('Choose a department.');
  });

  it('invites a member and changes a role', async () => {
    const invited = await inviteTeamMember({ status: 'idle' }, form({ name: 'Ana Ruiz', email: 'ana@example.com', role: 'viewer' }));
    expect(invited.status === 'success' && invited.record).toMatchObject({ name: 'Ana Ruiz', email: 'ana@example.com', role: 'viewer' });
    const changed = await changeMemberRole({ status: 'idle' }, form({ memberId: 'tm-003', role: 'admin' }));
    expect(changed.status === 'success' && changed.message).toBe('Role changed to Administrator.');
    const refused = await inviteTeamMember({ status: 'idle' }, form({ name: 'Ana', email: 'not-an-email', role: 'member' }));
    expect(refused.status === 'error' && refused.fieldErrors.email).toBe('Enter a valid email address.');
  });
});
