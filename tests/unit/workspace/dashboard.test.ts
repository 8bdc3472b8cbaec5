/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { audits, evidence, policies } from '@/lib/db/schema';
import { complianceSummary, daysToNextAudit } from '@/lib/domain/dashboard';
import { seedAudits } from '@/lib/seed/audits';
import { seedCcpaIssues } from '@/lib/seed/ccpa-issues';
import { seedControlStates } from '@/lib/seed/control-states';
import { seedEvidence } from '@/lib/seed/evidence';
import { seedFrameworks } from '@/lib/seed/frameworks';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { founder, joinAs, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('dashboard');

const now = new Date('2026-11-23T09:00:00Z');
const today = '2026-11-23';
const empty = { frameworks: [], openIssues: 0, nextAuditOn: null, hasEvidence: false, hasPolicy: false, questionnaireFrameworkIds: [] };

describe('dashboardRecords', () => {
  it('is empty for a new organization', async () => {
    expect(await dashboardRecords(await founder('Fresh'), today)).toEqual(empty);
  });

  it('gives the demo organization 5 active frameworks, 92%, 3 open issues and 45 days to the next audit', async () => {
    const admin = await founder('Demo');
    await (
      await getDb()
    ).transaction(async (tx) => {
      await seedFrameworks(tx, admin.organizationId, now);
      await seedControlStates(tx, admin.organizationId, now);
      // Its verified evidence proves the implemented controls: without it they would not count.
      await seedEvidence(tx, admin.organizationId, now);
      await seedCcpaIssues(tx, admin.organizationId, now);
      await seedAudits(tx, admin.organizationId, now);
    });
    const records = await dashboardRecords(admin, today);
    expect(complianceSummary(records.frameworks)).toEqual({ activeFrameworks: 5, complianceScore: 92 });
    expect(records.frameworks).toHaveLength(7);
    expect(records.openIssues).toBe(3);
    expect(daysToNextAudit(records.nextAuditOn, today)).toBe(45);
    // A viewer reads the same figures.
    const viewer = await joinAs(admin, 'viewer');
    expect(await dashboardRecords(viewer, today)).toEqual(records);
  });

  it("counts only scheduled or preparing audits from today on, and only its own organization's records", async () => {
    const first = await founder('First');
    const second = await founder('Second');
    const db = await getDb();
    const audit = {
      organizationId: first.organizationId,
      name: 'Audit',
      type: 'internal',
      framework: 'soc2',
      auditor: 'Team',
      result: 'Pending' as const,
    };
    await db.insert(audits).values([
      { ...audit, startOn: '2026-11-20', endOn: '2026-11-30', status: 'scheduled' },
      { ...audit, startOn: '2026-11-25', endOn: '2026-11-30', status: 'in-progress' },
      { ...audit, startOn: '2026-12-03', endOn: '2026-12-05', status: 'preparing' },
      { ...audit, startOn: '2026-12-10', endOn: '2026-12-12', status: 'scheduled' },
    ]);
    await db
      .insert(evidence)
      .values({ organizationId: first.organizationId, name: 'Log', type: 'log', framework: 'soc2', status: 'pending', collectedOn: today });
    await db.insert(policies).values({
      organizationId: first.organizationId,
      name: 'Policy',
      status: 'draft',
      frameworks: ['soc2'],
      owner: 'Ana',
      reviewFrequencyMonths: 12,
    });
    await db.transaction((tx) => seedCcpaIssues(tx, first.organizationId, now));
    await addFrameworks(first, ['soc2']);

    const records = await dashboardRecords(first, today);
    expect(records).toMatchObject({
      openIssues: 3,
      nextAuditOn: '2026-12-03',
      hasEvidence: true,
      hasPolicy: true,
      questionnaireFrameworkIds: [],
    });
    expect(records.frameworks.map((row) => row.frameworkId)).toEqual(['soc2']);
    expect(await dashboardRecords(second, today)).toEqual(empty);
  });
});
