/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { cancelAudit, editAudit, rescheduleAudit } from '@/app/manage/audits/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { RESULT_NEEDS_COMPLETED, type AuditRecord } from '@/lib/schemas/audits/records';
import { auditHistory, getAudit, scheduleAudit } from '@/lib/workspace/audits';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('audit-change-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;
let admin: Member;

beforeAll(async () => {
  admin = await founder('Changer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(requireMember).mockImplementation(async () => admin);
});

const newAudit = () =>
  scheduleAudit(admin, {
    name: 'PCI DSS Assessment',
    type: 'certification',
    framework: 'pci-dss',
    auditor: 'Trustwave',
    startDate: '2027-05-03',
    endDate: '2027-05-07',
    description: '',
  });

/** The Edit Audit form of `audit` as the browser posts it, with `changes`. */
const editForm = (audit: AuditRecord, changes: Record<string, string> = {}) =>
  formData({
    id: audit.id,
    version: String(audit.version),
    name: audit.name,
    type: audit.type,
    framework: audit.framework,
    auditor: audit.auditor,
    startDate: audit.startOn,
    endDate: audit.endOn,
    description: audit.description,
    status: audit.status,
    result: audit.result,
    ...changes,
  });

function expectRefreshed(id: string) {
  expect(revalidatePath).toHaveBeenCalledWith('/manage/audits');
  expect(revalidatePath).toHaveBeenCalledWith(`/manage/audits/${id}`);
  expect(revalidatePath).toHaveBeenCalledWith('/manage');
}

describe('editAudit (server action)', () => {
  it('saves the form, answers the audit as listed and refreshes the pages that show it', async () => {
    const audit = await newAudit();
    const state = await editAudit(idle, editForm(audit, { status: 'completed', result: 'Pass', auditor: 'Coalfire' }));
    expect(state).toMatchObject({
      status: 'success',
      message: 'Audit "PCI DSS Assessment" saved.',
      record: { id: audit.id, status: 'completed', result: 'Pass', auditor: 'Coalfire', version: 2 },
    });
    expect(await getAudit(admin, audit.id)).toMatchObject({ status: 'completed', result: 'Pass', auditor: 'Coalfire' });
    expectRefreshed(audit.id);
  });

  it('answers field messages for a result before completion, a reversed range or a cancelled status', async () => {
    const audit = await newAudit();
    expect(await editAudit(idle, editForm(audit, { result: 'Pass' }))).toEqual({
      status: 'error',
      fieldErrors: { result: RESULT_NEEDS_COMPLETED },
    });
    expect(await editAudit(idle, editForm(audit, { endDate: '2027-05-01' }))).toEqual({
      status: 'error',
      fieldErrors: { endDate: 'The end date cannot be before the start date.' },
    });
    expect(await editAudit(idle, editForm(audit, { status: 'cancelled' }))).toEqual({
      status: 'error',
      fieldErrors: { status: 'Choose a status.' },
    });
    expect(await editAudit(idle, editForm(audit, { version: 'x' }))).toEqual({
      status: 'error',
      fieldErrors: { version: 'Reload the page and try again.' },
    });
    expect(await getAudit(admin, audit.id)).toEqual(audit);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers the stale message when someone saved first, and the refusal to a viewer', async () => {
    const audit = await newAudit();
    await editAudit(idle, editForm(audit, { auditor: 'First' }));
    jest.mocked(revalidatePath).mockClear();
    expect(await editAudit(idle, editForm(audit, { auditor: 'Second' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    expect(await editAudit(idle, editForm(audit, { auditor: 'Viewer' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(await getAudit(admin, audit.id)).toMatchObject({ auditor: 'First', version: 2 });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers not found for another organization’s audit', async () => {
    const stranger = await founder('Stranger');
    const theirs = await scheduleAudit(stranger, {
      name: 'Theirs',
      type: 'internal',
      framework: 'soc2',
      auditor: 'Team',
      startDate: '2027-01-01',
      endDate: '2027-01-02',
      description: '',
    });
    const state = await editAudit(idle, editForm(theirs, { name: 'Mine' }));
    expect(state.status === 'error' && state.formError).toMatch(/was not found in your organization/);
    expect(await getAudit(stranger, theirs.id)).toEqual(theirs);
  });
});

describe('rescheduleAudit (server action)', () => {
  it('moves the dates with the note in the history', async () => {
    const audit = await newAudit();
    const state = await rescheduleAudit(
      idle,
      formData({ id: audit.id, version: '1', startDate: '2027-06-07', endDate: '2027-06-11', note: 'Assessor availability.' }),
    );
    expect(state).toMatchObject({
      status: 'success',
      message: 'Audit "PCI DSS Assessment" rescheduled to 2027-06-07.',
      record: { startDate: '2027-06-07', endDate: '2027-06-11', version: 2 },
    });
    expect((await auditHistory(admin, audit.id))[0]?.summary).toBe(
      'Rescheduled the audit PCI DSS Assessment from 2027-05-03 – 2027-05-07 to 2027-06-07 – 2027-06-11. Note: Assessor availability.',
    );
    expectRefreshed(audit.id);
  });

  it('names missing and reversed dates, and refuses a viewer', async () => {
    const audit = await newAudit();
    expect(await rescheduleAudit(idle, formData({ id: audit.id, version: '1', startDate: '', endDate: '' }))).toEqual({
      status: 'error',
      fieldErrors: { startDate: 'Choose the new start date.', endDate: 'Choose the new end date.' },
    });
    expect(await rescheduleAudit(idle, formData({ id: audit.id, version: '1', startDate: '2027-06-07', endDate: '2027-06-01' }))).toEqual({
      status: 'error',
      fieldErrors: { endDate: 'The end date cannot be before the start date.' },
    });
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    expect(await rescheduleAudit(idle, formData({ id: audit.id, version: '1', startDate: '2027-06-07', endDate: '2027-06-11' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(await getAudit(admin, audit.id)).toEqual(audit);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

describe('cancelAudit (server action)', () => {
  it('requires the reason, then cancels and says so', async () => {
    const audit = await newAudit();
    expect(await cancelAudit(idle, formData({ id: audit.id, version: '1', reason: '  ' }))).toEqual({
      status: 'error',
      fieldErrors: { reason: 'Enter the reason for cancelling.' },
    });
    expect(await getAudit(admin, audit.id)).toEqual(audit);
    const state = await cancelAudit(idle, formData({ id: audit.id, version: '1', reason: 'Scope merged into the SOC 2 audit.' }));
    expect(state).toMatchObject({
      status: 'success',
      message: 'Audit "PCI DSS Assessment" cancelled.',
      record: { status: 'cancelled', cancellationReason: 'Scope merged into the SOC 2 audit.' },
    });
    expectRefreshed(audit.id);
  });

  it('answers the stale message and the refusal of a completed audit as the form’s message', async () => {
    const audit = await newAudit();
    expect(await cancelAudit(idle, formData({ id: audit.id, version: '3', reason: 'Old page.' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    await editAudit(idle, editForm(audit, { status: 'completed', result: 'Conditional Pass' }));
    expect(await cancelAudit(idle, formData({ id: audit.id, version: '2', reason: 'Too late.' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'A completed audit cannot be cancelled.',
    });
    expect(await getAudit(admin, audit.id)).toMatchObject({ status: 'completed', result: 'Conditional Pass' });
  });
});
