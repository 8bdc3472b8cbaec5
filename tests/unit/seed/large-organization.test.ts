/** @jest-environment node */
import { and, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { libraryControls } from '@/lib/catalog/controls';
import { ensureDemoAccount } from '@/lib/backend/demo-account';
import { embeddedBackend } from '@/lib/backend/embedded';
import { getDb } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { complianceSummary } from '@/lib/domain/dashboard';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import {
  LARGE_ORGANIZATION,
  LargeOrganizationExistsError,
  seedLargeOrganization,
  type LargeOrganizationCounts,
} from '@/lib/seed/large-organization';
import { fileStorage } from '@/lib/storage';
import { listActivity } from '@/lib/workspace/activity';
import { auditStats, listAudits } from '@/lib/workspace/audits';
import { deleteOrganization } from '@/lib/workspace/bulk-delete';
import {
  activateFrameworks,
  importActivity,
  importAudits,
  importCcpaIssues,
  importControlStates,
  type AuditImport,
} from '@/lib/workspace/bulk-import';
import { importEvidence, importPolicies } from '@/lib/workspace/bulk-import-records';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { listControlStates } from '@/lib/workspace/frameworks';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { countingEvidenceByControl, evidenceStats, listEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { listPolicies, policyStats } from '@/lib/workspace/policies';
import { listMembers } from '@/lib/workspace/organization';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('large-organization');

const now = new Date('2026-11-23T09:00:00Z');
const today = '2026-11-23';
// Above one batch (500 rows) where it matters, so the batching is exercised too.
const counts: LargeOrganizationCounts = {
  members: 6,
  evidence: 1_100,
  evidenceFiles: 3,
  policies: 40,
  audits: 12,
  ccpaIssues: 30,
  activity: 900,
};

const scoped: Record<string, PgTable & { organizationId: PgColumn }> = {
  members: schema.members,
  invitations: schema.invitations,
  organizationFrameworks: schema.organizationFrameworks,
  controlStates: schema.controlStates,
  evidence: schema.evidence,
  evidenceFiles: schema.evidenceFiles,
  evidenceControls: schema.evidenceControls,
  policies: schema.policies,
  policyVersions: schema.policyVersions,
  policyComments: schema.policyComments,
  audits: schema.audits,
  reports: schema.reports,
  ccpaIssues: schema.ccpaIssues,
  activity: schema.activity,
  apiKeys: schema.apiKeys,
};

/** Rows per table of one organization (optionally narrowed by `where`). */
async function rowsOf(organizationId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const entries = await Promise.all(
    Object.entries(scoped).map(async ([name, table]) => {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(eq(table.organizationId, organizationId) as SQL);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let admin: Member;
let demoOrganizationId: string;
let demoBefore: Record<string, number>;

beforeAll(async () => {
  const db = await getDb();
  await ensureDemoAccount(db);
  await ensureDemoOrganization(db, now);
  const [demo] = await db
    .select({ id: schema.organizations.id })
    .from(schema.organizations)
    .where(eq(schema.organizations.name, 'Demo Compliance Co.'));
  demoOrganizationId = demo!.id;
  demoBefore = await rowsOf(demoOrganizationId);
  admin = (await seedLargeOrganization({ counts, now })).member;
}, 120_000);

describe('seedLargeOrganization', () => {
  it('writes exactly the counts asked for into its own organization', async () => {
    expect(admin).toMatchObject({ organizationName: LARGE_ORGANIZATION.name, email: LARGE_ORGANIZATION.email, role: 'admin' });
    const rows = await rowsOf(admin.organizationId);
    expect(rows).toMatchObject({
      members: 6,
      invitations: 5,
      organizationFrameworks: 6,
      controlStates: libraryControls.length,
      evidence: 1_100,
      evidenceFiles: 3,
      policies: 40,
      audits: 12,
      ccpaIssues: 30,
      activity: 900,
      reports: 0,
      apiKeys: 0,
      policyComments: 0,
    });
    expect(rows.evidenceControls).toBeGreaterThan(100);
    const db = await getDb();
    const [approved] = await db
      .select({ n: count() })
      .from(schema.policies)
      .where(and(eq(schema.policies.organizationId, admin.organizationId), eq(schema.policies.status, 'approved')));
    expect(approved!.n).toBeGreaterThan(0);
    expect(rows.policyVersions).toBeGreaterThanOrEqual(approved!.n);
  });

  it('leaves another organization as it was', async () => {
    expect(await rowsOf(demoOrganizationId)).toEqual(demoBefore);
  });

  it('numbers the CCPA issues CCPA-YYYY-NNN from 001 in the year each was created, never twice', async () => {
    const db = await getDb();
    const rows = await db
      .select({ reference: schema.ccpaIssues.reference, createdAt: schema.ccpaIssues.createdAt })
      .from(schema.ccpaIssues)
      .where(eq(schema.ccpaIssues.organizationId, admin.organizationId));
    expect(new Set(rows.map((row) => row.reference)).size).toBe(30);
    const byYear = new Map<string, number[]>();
    for (const { reference, createdAt } of rows) {
      const [, year, number] = /^CCPA-(\d{4})-(\d{3,})$/.exec(reference) ?? [];
      expect(year).toBe(String(createdAt.getUTCFullYear()));
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(number)]);
    }
    expect(byYear.size).toBeGreaterThan(1);
    for (const numbers of byYear.values()) expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
  });

  it('gives a password account that signs in, six active measured frameworks and links only to library controls', async () => {
    const { token } = await embeddedBackend.login({ email: LARGE_ORGANIZATION.email, password: LARGE_ORGANIZATION.password });
    expect(token).toBeTruthy();
    await embeddedBackend.logout(token);
    const records = await dashboardRecords(admin, today);
    // Active (set up), each shown Active or Review Required by its progress against its threshold.
    expect(records.frameworks.map((row) => [row.frameworkId, row.status === 'progress' ? 'in progress' : 'set up']).sort()).toEqual(
      [...LARGE_ORGANIZATION.frameworks].sort().map((id) => [id, 'set up']),
    );
    expect(complianceSummary(records.frameworks).activeFrameworks).toBe(6);
    expect(records.frameworks.every((row) => row.progress !== null)).toBe(true);
    const db = await getDb();
    const linked = await db
      .selectDistinct({ controlId: schema.evidenceControls.controlId })
      .from(schema.evidenceControls)
      .where(eq(schema.evidenceControls.organizationId, admin.organizationId));
    const library = new Set(libraryControls.map((control) => control.id));
    expect(linked.every((row) => library.has(row.controlId))).toBe(true);
  });

  it('is read by the dashboard and list functions of the workspace', async () => {
    const [evidencePage, stats, policiesPage, policyFigures, auditsPage, auditFigures, issues, activityPage, team, states, counting] =
      await Promise.all([
        listEvidence(admin, undefined, today),
        evidenceStats(admin),
        listPolicies(admin, undefined, today),
        policyStats(admin, today),
        listAudits(admin),
        auditStats(admin, today),
        listCcpaIssues(admin, { search: '', priority: '', category: '', tag: '', status: 'all' }, today),
        listActivity(admin),
        listMembers(admin),
        listControlStates(admin),
        countingEvidenceByControl(admin, today),
      ]);
    expect(evidencePage.rows).toHaveLength(20);
    expect(evidencePage.total).toBe(stats.total);
    expect(stats.total + stats.archived).toBe(1_100);
    expect([stats.verified, stats.pending, stats.failed].every((n) => n > 0)).toBe(true);
    expect(policiesPage.total).toBe(policyFigures.total);
    expect(policyFigures.total + policyFigures.archived).toBe(40);
    expect(auditsPage.total).toBe(12);
    expect(auditFigures.total).toBe(12);
    expect(issues).toHaveLength(30);
    expect(activityPage.total).toBe(900);
    expect(team).toHaveLength(6);
    expect(states.size).toBe(libraryControls.length);
    expect(Object.keys(counting).length).toBeGreaterThan(0);
  });

  it('stores the PDF files it names', async () => {
    const db = await getDb();
    const files = await db
      .select({ id: schema.evidenceFiles.id, evidenceId: schema.evidenceFiles.evidenceId })
      .from(schema.evidenceFiles)
      .where(and(eq(schema.evidenceFiles.organizationId, admin.organizationId), isNotNull(schema.evidenceFiles.storageKey)));
    expect(files).toHaveLength(3);
    for (const file of files) {
      const { bytes, contentType } = await readEvidenceFile(admin, file.evidenceId, file.id);
      expect(contentType).toBe('application/pdf');
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });

  it('refuses to seed over the large organization, and replaces it with the same figures', async () => {
    await expect(seedLargeOrganization({ counts, now })).rejects.toBeInstanceOf(LargeOrganizationExistsError);
    const before = await rowsOf(admin.organizationId);
    const figures = async (member: Member) => ({
      evidence: await evidenceStats(member),
      policies: await policyStats(member, today),
      audits: await auditStats(member, today),
    });
    const first = await figures(admin);
    const db = await getDb();
    const stored = await db
      .select({ key: schema.evidenceFiles.storageKey })
      .from(schema.evidenceFiles)
      .where(eq(schema.evidenceFiles.organizationId, admin.organizationId));
    expect(stored).toHaveLength(3);
    const replaced = (await seedLargeOrganization({ counts, now, replace: true })).member;
    for (const { key } of stored) expect(await fileStorage().get(key!)).toBeNull();
    expect(replaced.organizationId).not.toBe(admin.organizationId);
    expect(await rowsOf(admin.organizationId)).toEqual(Object.fromEntries(Object.keys(before).map((name) => [name, 0])));
    expect(await rowsOf(replaced.organizationId)).toEqual(before);
    expect(await figures(replaced)).toEqual(first);
    expect(await rowsOf(demoOrganizationId)).toEqual(demoBefore);
    admin = replaced;
  }, 120_000);
});

describe('the bulk writers', () => {
  const audit: AuditImport = {
    name: 'Imported audit',
    type: 'internal',
    framework: 'soc2',
    auditor: 'Team',
    startOn: '2026-01-05',
    endOn: '2026-01-09',
    status: 'completed',
    result: 'Pass',
  };

  it('refuse a viewer with 403 and write nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    const before = await rowsOf(admin.organizationId);
    const calls = [
      activateFrameworks(viewer, ['sox']),
      importControlStates(viewer, [{ controlId: libraryControls[0]!.id, state: 'implemented', reason: '', note: '', ownerMemberId: null }]),
      importEvidence(viewer, [{ name: 'Log', type: 'system-log', framework: 'soc2', status: 'pending', collectedOn: today }]),
      importPolicies(viewer, [{ name: 'Policy', status: 'draft', frameworks: ['soc2'], owner: 'Ana', reviewFrequencyMonths: 12 }]),
      importAudits(viewer, [audit]),
      importCcpaIssues(viewer, [
        { reference: 'CCPA-2020-001', title: 'T', description: 'D', priority: 'low', category: 'consent', tags: [], dueOn: today },
      ]),
      importActivity(viewer, [{ actorName: 'X', action: 'x', recordType: 'x', summary: 'x' }]),
      deleteOrganization(viewer),
    ];
    for (const call of calls) expect((await refusal(call)).status).toBe(403);
    expect(await rowsOf(admin.organizationId)).toEqual(before);
  });

  it('keep the organization-wide writes to administrators', async () => {
    const member = await joinAs(admin, 'member');
    expect((await refusal(importActivity(member, []))).status).toBe(403);
    expect((await refusal(deleteOrganization(member))).status).toBe(403);
    const approved = {
      name: 'P',
      status: 'approved' as const,
      frameworks: ['soc2'],
      owner: 'Ana',
      reviewFrequencyMonths: 12,
      approvedAt: now,
      reviewDueOn: '2027-11-23',
    };
    expect((await refusal(importPolicies(member, [approved]))).status).toBe(403);
  });

  it("scope every row to the member's organization, whatever the row says", async () => {
    const other = await founder('Other');
    const smuggled = { ...audit, organizationId: other.organizationId } as AuditImport;
    const [id] = await importAudits(admin, [smuggled]);
    const db = await getDb();
    const [row] = await db.select({ organizationId: schema.audits.organizationId }).from(schema.audits).where(eq(schema.audits.id, id!));
    expect(row!.organizationId).toBe(admin.organizationId);
    expect((await rowsOf(other.organizationId)).audits).toBe(0);
  });

  it('refuse a CCPA reference the organization already uses, keeping the batch out', async () => {
    const db = await getDb();
    const [taken] = await db
      .select({ reference: schema.ccpaIssues.reference })
      .from(schema.ccpaIssues)
      .where(eq(schema.ccpaIssues.organizationId, admin.organizationId))
      .limit(1);
    const issue = { title: 'T', description: 'D', priority: 'low' as const, category: 'consent' as const, tags: [], dueOn: today };
    const error = await refusal(
      importCcpaIssues(admin, [
        { ...issue, reference: 'CCPA-2019-001' },
        { ...issue, reference: taken!.reference },
      ]),
    );
    expect(error.status).toBe(409);
    const [fresh] = await db
      .select({ n: count() })
      .from(schema.ccpaIssues)
      .where(and(eq(schema.ccpaIssues.organizationId, admin.organizationId), inArray(schema.ccpaIssues.reference, ['CCPA-2019-001'])));
    expect(fresh!.n).toBe(0);
  });

  it('refuse controls outside the library, and owners and assignees outside the team', async () => {
    const outsider = await founder('Outsider');
    expect(
      (
        await refusal(
          importEvidence(admin, [
            { name: 'L', type: 'system-log', framework: 'soc2', status: 'pending', collectedOn: today, controls: ['NOPE-01'] },
          ]),
        )
      ).status,
    ).toBe(422);
    const state = { controlId: libraryControls[0]!.id, state: 'implemented' as const, reason: '', note: '', ownerMemberId: outsider.id };
    expect((await refusal(importControlStates(admin, [state]))).status).toBe(422);
    const issue = {
      reference: 'CCPA-2018-001',
      title: 'T',
      description: 'D',
      priority: 'low' as const,
      category: 'consent' as const,
      tags: [],
      dueOn: today,
      assignee: 'X',
    };
    expect((await refusal(importCcpaIssues(admin, [{ ...issue, assigneeMemberId: outsider.id }]))).status).toBe(422);
    expect((await refusal(importCcpaIssues(admin, [{ ...issue, assigneeMemberId: 'not-an-id' }]))).status).toBe(422);
  });
});
