/** @jest-environment node */
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import {
  QUALIFIED_NEEDS_SOC2,
  RESULT_NEEDS_COMPLETED,
  type AuditEdit,
  type AuditRecord,
  type AuditSchedule,
} from '@/lib/schemas/audits/records';
import { auditHistory, auditStats, getAudit, scheduleAudit } from '@/lib/workspace/audits';
import { cancelAudit, editAudit, rescheduleAudit } from '@/lib/workspace/audits';
import { importAudits } from '@/lib/workspace/bulk-import';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('audits-changes');

const TODAY = '2026-11-23';

const schedule: AuditSchedule = {
  name: 'SOC 2 Type II Annual Audit',
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startDate: '2027-01-05',
  endDate: '2027-01-23',
  description: 'Annual examination.',
};

/** The Edit form of `audit` as read, with `changes`. */
const editOf = (audit: AuditRecord, changes: Partial<AuditEdit> = {}): AuditEdit => ({
  id: audit.id,
  version: audit.version,
  name: audit.name,
  type: audit.type,
  framework: audit.framework,
  auditor: audit.auditor,
  startDate: audit.startOn,
  endDate: audit.endOn,
  description: audit.description,
  status: audit.status === 'cancelled' ? 'scheduled' : audit.status,
  result: audit.result,
  ...changes,
});

const summaries = async (member: Member, id: string) => (await auditHistory(member, id)).map((entry) => entry.summary);

let admin: Member;
beforeAll(async () => {
  admin = await founder('Auditor');
});

describe('editAudit', () => {
  it('saves every field, bumps the version and writes what changed into the history', async () => {
    const audit = await scheduleAudit(admin, schedule);
    const saved = await editAudit(
      admin,
      editOf(audit, {
        name: 'SOC 2 Type II',
        type: 'certification',
        framework: 'iso27001',
        auditor: 'KPMG',
        startDate: '2027-02-01',
        endDate: '2027-02-03',
        description: 'Moved.',
        status: 'preparing',
      }),
    );
    expect(saved).toMatchObject({
      name: 'SOC 2 Type II',
      type: 'certification',
      framework: 'iso27001',
      auditor: 'KPMG',
      startOn: '2027-02-01',
      endOn: '2027-02-03',
      description: 'Moved.',
      status: 'preparing',
      result: 'Pending',
      version: 2,
    });
    expect(await getAudit(admin, audit.id)).toEqual(saved);
    expect((await summaries(admin, audit.id))[0]).toBe(
      'Edited the audit SOC 2 Type II: name SOC 2 Type II Annual Audit → SOC 2 Type II; type External → Certification; framework SOC 2 → ISO 27001; auditor Deloitte & Touche → KPMG; dates 2027-01-05 – 2027-01-23 → 2027-02-01 – 2027-02-03; description updated; status Scheduled → Preparing',
    );
  });

  it('marks an audit completed with its result, and writes nothing when nothing changed', async () => {
    const audit = await scheduleAudit(admin, schedule);
    const done = await editAudit(admin, editOf(audit, { status: 'completed', result: 'Pass' }));
    expect(done).toMatchObject({ status: 'completed', result: 'Pass', version: 2 });
    expect((await summaries(admin, audit.id))[0]).toBe(
      'Edited the audit SOC 2 Type II Annual Audit: status Scheduled → Completed; result Pending → Pass',
    );
    const same = await editAudit(admin, editOf(done));
    expect(same).toEqual(done);
    expect(await summaries(admin, audit.id)).toHaveLength(2);
  });

  it('refuses a result before the audit is completed, and a stale version, changing nothing', async () => {
    const audit = await scheduleAudit(admin, schedule);
    expect(await refusal(editAudit(admin, editOf(audit, { status: 'in-progress', result: 'Conditional Pass' })))).toMatchObject({
      kind: 'invalid',
      status: 422,
      message: RESULT_NEEDS_COMPLETED,
    });
    const completed = await editAudit(admin, editOf(audit, { status: 'completed', result: 'Pass' }));
    // Taking the status back from Completed needs the result back to Pending.
    expect(await refusal(editAudit(admin, editOf(completed, { status: 'in-progress' })))).toMatchObject({
      message: RESULT_NEEDS_COMPLETED,
    });
    expect(await refusal(editAudit(admin, editOf(completed, { endDate: '2027-01-01' })))).toMatchObject({
      kind: 'invalid',
      message: 'The end date cannot be before the start date.',
    });

    const stale = await refusal(editAudit(admin, editOf(audit, { name: 'Overwritten' })));
    expect(stale).toMatchObject({ kind: 'conflict', status: 409, message: STALE_MESSAGE });
    expect(await getAudit(admin, audit.id)).toEqual(completed);
    expect(await summaries(admin, audit.id)).toHaveLength(2);
  });

  it('records a failed audit, and a qualified opinion for SOC 2 only, each in the history', async () => {
    const failed = await editAudit(admin, editOf(await scheduleAudit(admin, schedule), { status: 'completed', result: 'Fail' }));
    expect(failed).toMatchObject({ status: 'completed', result: 'Fail' });
    expect((await summaries(admin, failed.id))[0]).toBe(
      'Edited the audit SOC 2 Type II Annual Audit: status Scheduled → Completed; result Pending → Fail',
    );
    const qualified = await editAudit(admin, editOf(failed, { result: 'Qualified Opinion' }));
    expect(qualified).toMatchObject({ result: 'Qualified Opinion', version: 3 });

    const iso = await scheduleAudit(admin, { ...schedule, name: 'ISO surveillance', framework: 'iso27001' });
    expect(await refusal(editAudit(admin, editOf(iso, { status: 'completed', result: 'Qualified Opinion' })))).toMatchObject({
      kind: 'invalid',
      message: QUALIFIED_NEEDS_SOC2,
    });
    expect(await getAudit(admin, iso.id)).toEqual(iso);
  });

  it('imports a failed or qualified SOC 2 audit, and refuses a qualified opinion of another framework with the same message', async () => {
    const row = {
      type: 'external' as const,
      framework: 'soc2' as const,
      auditor: 'Deloitte & Touche',
      startOn: '2026-01-05',
      endOn: '2026-01-20',
      status: 'completed' as const,
    };
    const ids = await importAudits(admin, [
      { ...row, name: 'Failed', result: 'Fail' },
      { ...row, name: 'Qualified', result: 'Qualified Opinion' },
    ]);
    expect(await Promise.all(ids.map(async (id) => (await getAudit(admin, id)).result))).toEqual(['Fail', 'Qualified Opinion']);
    expect(await refusal(importAudits(admin, [{ ...row, name: 'PCI', framework: 'pci-dss', result: 'Qualified Opinion' }]))).toMatchObject({
      kind: 'invalid',
      message: `The audit PCI: ${QUALIFIED_NEEDS_SOC2}`,
    });
  });

  it('lets a member edit; refuses a viewer (403) and another organization (404), changing nothing', async () => {
    const audit = await scheduleAudit(admin, schedule);
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    expect(await refusal(editAudit(viewer, editOf(audit, { name: 'Viewer edit' })))).toMatchObject({
      kind: 'forbidden',
      status: 403,
      message: FORBIDDEN_MESSAGE,
    });
    expect(
      await refusal(rescheduleAudit(viewer, { id: audit.id, version: 1, startDate: '2027-03-01', endDate: '2027-03-02', note: '' })),
    ).toMatchObject({ kind: 'forbidden' });
    expect(await refusal(cancelAudit(viewer, { id: audit.id, version: 1, reason: 'No.' }))).toMatchObject({ kind: 'forbidden' });

    const stranger = await founder('Stranger');
    expect(await refusal(editAudit(stranger, editOf(audit, { name: 'Stolen' })))).toMatchObject({ kind: 'not-found', status: 404 });
    expect(
      await refusal(rescheduleAudit(stranger, { id: audit.id, version: 1, startDate: '2027-03-01', endDate: '2027-03-02', note: '' })),
    ).toMatchObject({ kind: 'not-found' });
    expect(await refusal(cancelAudit(stranger, { id: audit.id, version: 1, reason: 'Mine now.' }))).toMatchObject({ kind: 'not-found' });
    expect(await refusal(editAudit(admin, editOf(audit, { id: UNKNOWN_ID })))).toMatchObject({ kind: 'not-found' });
    expect(await getAudit(admin, audit.id)).toEqual(audit);

    expect(await editAudit(member, editOf(audit, { auditor: 'EY' }))).toMatchObject({ auditor: 'EY', version: 2 });
    expect((await auditHistory(admin, audit.id))[0]).toMatchObject({ actorName: member.displayName, action: 'audit.updated' });
  });
});

describe('rescheduleAudit', () => {
  it('moves the dates, keeps the note in the history, and changes the days to the next audit', async () => {
    const owner = await founder('Rescheduler');
    const audit = await scheduleAudit(owner, { ...schedule, startDate: '2026-12-03', endDate: '2026-12-05' });
    expect((await auditStats(owner, TODAY)).daysToNextAudit).toBe(10);
    const moved = await rescheduleAudit(owner, {
      id: audit.id,
      version: 1,
      startDate: '2026-12-13',
      endDate: '2026-12-15',
      note: 'The auditor asked for a later week.',
    });
    expect(moved).toMatchObject({ startOn: '2026-12-13', endOn: '2026-12-15', status: 'scheduled', version: 2 });
    expect((await auditStats(owner, TODAY)).daysToNextAudit).toBe(20);
    expect((await summaries(owner, audit.id))[0]).toBe(
      'Rescheduled the audit SOC 2 Type II Annual Audit from 2026-12-03 – 2026-12-05 to 2026-12-13 – 2026-12-15. Note: The auditor asked for a later week.',
    );
    const again = await rescheduleAudit(owner, { id: audit.id, version: 2, startDate: '2026-12-20', endDate: '2026-12-20', note: '' });
    expect((await summaries(owner, audit.id))[0]).toBe(
      'Rescheduled the audit SOC 2 Type II Annual Audit from 2026-12-13 – 2026-12-15 to 2026-12-20',
    );
    expect(again.version).toBe(3);
  });

  it('refuses a stale version, the same dates, a reversed range and a completed audit', async () => {
    const audit = await scheduleAudit(admin, schedule);
    const moved = await rescheduleAudit(admin, { id: audit.id, version: 1, startDate: '2027-01-06', endDate: '2027-01-24', note: '' });
    expect(
      await refusal(rescheduleAudit(admin, { id: audit.id, version: 1, startDate: '2027-04-01', endDate: '2027-04-02', note: '' })),
    ).toMatchObject({ kind: 'conflict', message: STALE_MESSAGE });
    expect(
      await refusal(rescheduleAudit(admin, { id: audit.id, version: 2, startDate: '2027-01-06', endDate: '2027-01-24', note: '' })),
    ).toMatchObject({ kind: 'invalid' });
    expect(
      await refusal(rescheduleAudit(admin, { id: audit.id, version: 2, startDate: '2027-04-02', endDate: '2027-04-01', note: '' })),
    ).toMatchObject({ kind: 'invalid', message: 'The end date cannot be before the start date.' });
    expect(await getAudit(admin, audit.id)).toEqual(moved);

    const completed = await editAudit(admin, editOf(moved, { status: 'completed', result: 'Pass' }));
    expect(
      await refusal(
        rescheduleAudit(admin, { id: audit.id, version: completed.version, startDate: '2027-04-01', endDate: '2027-04-02', note: '' }),
      ),
    ).toMatchObject({
      kind: 'invalid',
      message: 'A completed audit keeps its dates. Edit it to correct them.',
    });
  });
});

describe('cancelAudit', () => {
  it('cancels with its reason: it leaves Upcoming and every figure, and takes no more changes', async () => {
    const owner = await founder('Canceller');
    const audit = await scheduleAudit(owner, { ...schedule, startDate: '2026-12-03', endDate: '2026-12-05' });
    expect(await auditStats(owner, TODAY)).toEqual({ upcoming: 1, inProgress: 0, completed: 0, daysToNextAudit: 10, total: 1 });
    const cancelled = await cancelAudit(owner, { id: audit.id, version: 1, reason: '  Budget moved to next year.  ' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      result: 'Pending',
      cancellationReason: 'Budget moved to next year.',
      version: 2,
    });
    expect(await auditStats(owner, TODAY)).toEqual({ upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null, total: 1 });
    expect((await auditHistory(owner, audit.id))[0]).toMatchObject({
      action: 'audit.cancelled',
      summary: 'Cancelled the audit SOC 2 Type II Annual Audit. Reason: Budget moved to next year.',
    });

    expect(await refusal(cancelAudit(owner, { id: audit.id, version: 2, reason: 'Again.' }))).toMatchObject({
      kind: 'invalid',
      message: 'This audit is already cancelled.',
    });
    expect(await refusal(editAudit(owner, editOf(cancelled, { name: 'Revived' })))).toMatchObject({ kind: 'invalid' });
    expect(
      await refusal(rescheduleAudit(owner, { id: audit.id, version: 2, startDate: '2027-04-01', endDate: '2027-04-02', note: '' })),
    ).toMatchObject({ kind: 'invalid' });
    expect(await getAudit(owner, audit.id)).toEqual(cancelled);
  });

  it('requires a reason, refuses a stale version and a completed audit, changing nothing', async () => {
    const audit = await scheduleAudit(admin, schedule);
    expect(await refusal(cancelAudit(admin, { id: audit.id, version: 1, reason: '   ' }))).toMatchObject({
      kind: 'invalid',
      message: 'Enter the reason for cancelling.',
    });
    expect(await refusal(cancelAudit(admin, { id: audit.id, version: 7, reason: 'Late.' }))).toMatchObject({
      kind: 'conflict',
      message: STALE_MESSAGE,
    });
    expect(await getAudit(admin, audit.id)).toEqual(audit);
    const completed = await editAudit(admin, editOf(audit, { status: 'completed', result: 'Conditional Pass' }));
    expect(await refusal(cancelAudit(admin, { id: audit.id, version: completed.version, reason: 'Too late.' }))).toMatchObject({
      kind: 'invalid',
      message: 'A completed audit cannot be cancelled.',
    });
    expect(await getAudit(admin, audit.id)).toEqual(completed);
    expect(await summaries(admin, audit.id)).toHaveLength(2);
  });
});
