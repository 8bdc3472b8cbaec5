import { auditActionsFor, auditHref } from '@/lib/domain/audits/actions';
import { describeAuditChanges } from '@/lib/domain/audits/changes';
import { auditAllows, auditChangeRefusal, isUpcomingStatus } from '@/lib/domain/audits/rules';
import { auditStatuses, type AuditStatus } from '@/lib/schemas/audits/records';

const labels = (status: AuditStatus, canEdit: boolean) => auditActionsFor(status, canEdit).map((action) => action.label);

describe('auditChangeRefusal', () => {
  it('closes a cancelled audit to every change and a completed one to new dates and cancelling', () => {
    for (const status of ['scheduled', 'preparing', 'in-progress'] as const) {
      for (const change of ['edit', 'reschedule', 'cancel'] as const) expect(auditChangeRefusal(change, status)).toBeNull();
    }
    expect(auditAllows('edit', 'completed')).toBe(true);
    expect(auditChangeRefusal('reschedule', 'completed')).toBe('A completed audit keeps its dates. Edit it to correct them.');
    expect(auditChangeRefusal('cancel', 'completed')).toBe('A completed audit cannot be cancelled.');
    for (const change of ['edit', 'reschedule', 'cancel'] as const) expect(auditAllows(change, 'cancelled')).toBe(false);
  });

  it('calls scheduled and preparing upcoming', () => {
    expect(auditStatuses.filter(isUpcomingStatus)).toEqual(['scheduled', 'preparing']);
  });
});

describe('auditActionsFor', () => {
  it('offers each status the changes it takes, and a viewer only what reads', () => {
    expect(labels('scheduled', true)).toEqual(['View', 'Edit', 'Reschedule', 'Cancel']);
    expect(labels('in-progress', true)).toEqual(['View', 'Edit', 'Reschedule', 'Cancel']);
    expect(labels('completed', true)).toEqual(['View Report', 'Download', 'Edit']);
    expect(labels('cancelled', true)).toEqual(['View']);
    expect(labels('scheduled', false)).toEqual(['View']);
    expect(labels('completed', false)).toEqual(['View Report', 'Download']);
  });

  it('never offers a change the rules refuse', () => {
    for (const status of auditStatuses) {
      for (const action of auditActionsFor(status, true)) {
        if (action.kind === 'edit' || action.kind === 'reschedule' || action.kind === 'cancel')
          expect(auditAllows(action.kind, status)).toBe(true);
      }
    }
  });

  it('links an audit to its page', () => {
    expect(auditHref('0d6f1a52-3c1e-4a4e-9a55-2f2f5b1f0c11')).toBe('/manage/audits/0d6f1a52-3c1e-4a4e-9a55-2f2f5b1f0c11');
  });
});

describe('describeAuditChanges', () => {
  const before = {
    name: 'Audit',
    type: 'external',
    framework: 'soc2',
    auditor: 'KPMG',
    startDate: '2027-01-05',
    endDate: '2027-01-06',
    description: '',
    status: 'scheduled',
    result: 'Pending',
  } as const;

  it('names each changed field with its old and new value, and nothing when nothing changed', () => {
    expect(describeAuditChanges(before, before)).toBe('');
    expect(describeAuditChanges(before, { ...before, status: 'completed', result: 'Conditional Pass' })).toBe(
      'status Scheduled → Completed; result Pending → Conditional Pass',
    );
    expect(describeAuditChanges(before, { ...before, endDate: '2027-01-05', description: 'A long text' })).toBe(
      'dates 2027-01-05 – 2027-01-06 → 2027-01-05; description updated',
    );
  });
});
