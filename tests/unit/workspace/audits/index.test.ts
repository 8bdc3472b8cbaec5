/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { AuditRecord, AuditSchedule } from '@/lib/schemas/audits/records';
import { seedAudits } from '@/lib/seed/audits';
import { listActivity } from '@/lib/workspace/activity';
import { auditStats, daysToNextAudit, listAudits, scheduleAudit } from '@/lib/workspace/audits';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('audits');

const TODAY = '2026-11-23';

const input = (overrides: Partial<AuditSchedule> = {}): AuditSchedule => ({
  name: 'HIPAA Security Rule Audit',
  type: 'external',
  framework: 'hipaa',
  auditor: 'KPMG',
  startDate: '2027-01-10',
  endDate: '2027-01-20',
  description: 'Annual review of the security rule safeguards.',
  ...overrides,
});

/** The stat cards counted by hand from the listed rows. */
function statsOf(rows: readonly AuditRecord[], today: string) {
  const ahead = rows
    .filter((row) => (row.status === 'scheduled' || row.status === 'preparing') && row.startOn >= today)
    .map((row) => Math.round((Date.parse(`${row.startOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000));
  return {
    upcoming: ahead.length,
    inProgress: rows.filter((row) => row.status === 'in-progress').length,
    completed: rows.filter((row) => row.status === 'completed').length,
    daysToNextAudit: ahead.length > 0 ? Math.min(...ahead) : null,
    total: rows.length,
  };
}

describe('audits', () => {
  it('stores a scheduled audit with a Pending result, lists it and writes an activity row', async () => {
    const admin = await founder('Audit Admin');
    const created = await scheduleAudit(admin, input());
    expect(created).toMatchObject({
      name: 'HIPAA Security Rule Audit',
      type: 'external',
      framework: 'hipaa',
      auditor: 'KPMG',
      startOn: '2027-01-10',
      endOn: '2027-01-20',
      description: 'Annual review of the security rule safeguards.',
      status: 'scheduled',
      result: 'Pending',
      version: 1,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect((await listAudits(admin)).rows).toEqual([created]);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({
      action: 'audit.scheduled',
      recordType: 'audit',
      summary: 'Scheduled the audit HIPAA Security Rule Audit for 2027-01-10',
      actorName: admin.displayName,
    });
  });

  it('lists the latest start first and counts the figures from the same rows', async () => {
    const admin = await founder('Counter');
    await scheduleAudit(admin, input({ name: 'Later', startDate: '2027-03-01', endDate: '2027-03-02' }));
    await scheduleAudit(admin, input({ name: 'Sooner', startDate: '2026-12-03', endDate: '2026-12-04' }));
    await scheduleAudit(admin, input({ name: 'Started', startDate: '2026-11-20', endDate: '2026-11-30' }));
    const { rows } = await listAudits(admin);
    expect(rows.map((row) => row.name)).toEqual(['Later', 'Sooner', 'Started']);
    const stats = await auditStats(admin, TODAY);
    expect(stats).toEqual(statsOf(rows, TODAY));
    // A scheduled audit whose start has passed is neither upcoming nor "next": the soonest one ahead is 10 days away.
    expect(stats).toEqual({ upcoming: 2, inProgress: 0, completed: 0, daysToNextAudit: 10, total: 3 });
    expect(await daysToNextAudit(admin, TODAY)).toBe(10);
    expect(await daysToNextAudit(admin, '2026-12-03')).toBe(0);
    expect(await daysToNextAudit(admin, '2027-03-02')).toBeNull();
  });

  it('keeps each organization to its own audits', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    await scheduleAudit(first, input());
    expect((await listAudits(second)).rows).toEqual([]);
    expect(await auditStats(second, TODAY)).toEqual({ upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null, total: 0 });
    expect(await daysToNextAudit(second, TODAY)).toBeNull();
    expect((await listAudits(first)).rows.map((audit) => audit.name)).toEqual(['HIPAA Security Rule Audit']);
    expect((await listActivity(second)).entries.some((entry) => entry.recordType === 'audit')).toBe(false);
  });

  it('lets a viewer read but not schedule, and a member schedule', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    const refused = await refusal(scheduleAudit(viewer, input()));
    expect(refused).toMatchObject({ kind: 'forbidden', status: 403, message: FORBIDDEN_MESSAGE });
    expect((await listAudits(viewer)).rows).toEqual([]);
    await scheduleAudit(member, input());
    expect((await listAudits(viewer)).total).toBe(1);
    expect((await auditStats(viewer, TODAY)).upcoming).toBe(1);
  });

  it('seeds the demo audits relative to now: the next one starts in exactly 45 days', async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-21T23:30:00Z');
    await (await getDb()).transaction((tx) => seedAudits(tx, admin.organizationId, now));
    const { rows } = await listAudits(admin);
    expect(rows).toHaveLength(6);
    expect(await auditStats(admin, '2026-11-21')).toEqual({ upcoming: 2, inProgress: 1, completed: 3, daysToNextAudit: 45, total: 6 });
    expect(await auditStats(admin, '2026-11-21')).toEqual(statsOf(rows, '2026-11-21'));
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('SOC 2 Type II Annual Audit')).toMatchObject({
      startOn: '2027-01-05',
      endOn: '2027-01-23',
      status: 'scheduled',
      result: 'Pending',
    });
    expect(byName.get('Q4 Internal Access Review')).toMatchObject({ startOn: '2026-11-16', endOn: '2026-11-27', status: 'in-progress' });
    expect(byName.get('PCI DSS Assessment')).toMatchObject({ status: 'completed', result: 'Conditional Pass' });
    expect(new Set(rows.map((row) => row.result))).toEqual(new Set(['Pass', 'Conditional Pass', 'Pending']));
    // Whenever the database is first created, the screen looks the same.
    const other = await founder('Demo later');
    await (await getDb()).transaction((tx) => seedAudits(tx, other.organizationId, new Date('2028-05-02T08:00:00Z')));
    expect(await auditStats(other, '2028-05-02')).toEqual({ upcoming: 2, inProgress: 1, completed: 3, daysToNextAudit: 45, total: 6 });
  });
});
