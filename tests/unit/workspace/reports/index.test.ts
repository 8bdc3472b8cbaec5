/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, reports } from '@/lib/db/schema';
import { reportRow } from '@/lib/domain/reports/display';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { ReportGenerate, ReportRecord } from '@/lib/schemas/reports/records';
import { seedReports } from '@/lib/seed/reports';
import { listActivity } from '@/lib/workspace/activity';
import { drainReportJobs } from '@/lib/workspace/reports';
import { ALL_REPORTS, createReport, listReports, reportStats, type ReportQuery } from '@/lib/workspace/reports';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-reports');

const request: ReportGenerate = {
  name: 'Board pack',
  type: 'executive',
  frameworks: ['soc2', 'gdpr'],
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  format: 'word',
  notes: 'For the board',
};

/** The stat cards computed by hand from listed rows, to compare with the SQL aggregate. */
function figuresOf(rows: readonly ReportRecord[]) {
  return {
    total: rows.length,
    generated: rows.filter((row) => row.status === 'generated').length,
    generating: rows.filter((row) => row.status === 'generating').length,
    frameworksCovered: new Set(rows.flatMap((row) => row.frameworks)).size,
  };
}

describe('reports of an organization', () => {
  it('starts with none, and zero figures', async () => {
    const admin = await founder('Empty');
    await expect(listReports(admin)).resolves.toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
    await expect(reportStats(admin)).resolves.toEqual({ total: 0, generated: 0, generating: 0, frameworksCovered: 0 });
  });

  it('stores a requested report as Generating, with no file yet, and lists it first', async () => {
    const admin = await founder('Creator');
    const member = await joinAs(admin, 'member');
    const first = await createReport(admin, { ...request, name: 'First pack' });
    const created = await createReport(member, request);
    expect(created).toMatchObject({
      name: 'Board pack',
      type: 'executive',
      frameworks: ['soc2', 'gdpr'],
      startOn: '2026-07-01',
      endOn: '2026-09-30',
      format: 'word',
      notes: 'For the board',
      status: 'generating',
      progress: 0,
      failureReason: null,
      auditId: null,
      sizeBytes: null,
      generatedAt: null,
      version: 1,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    const listed = (await listReports(admin)).rows;
    expect(listed.map((row) => row.id)).toEqual([created.id, first.id]);
    expect(listed[0]).toEqual(created);
    expect(reportRow(created, created.createdAt)).toMatchObject({
      generated: 'Started just now',
      size: '—',
      status: 'generating',
      startDate: '2026-07-01',
    });
  });

  it('lists requests made at the same moment newest first, and runs them oldest first', async () => {
    const admin = await founder('Same moment');
    const requested = [];
    for (const name of ['Zeta pack', 'Alpha pack', 'Midway pack']) requested.push(await createReport(admin, { ...request, name }));
    const db = await getDb();
    await db
      .update(reports)
      .set({ createdAt: new Date('2026-11-01T09:00:00Z') })
      .where(eq(reports.organizationId, admin.organizationId));
    const listed = (await listReports(admin)).rows.map((row) => row.name);
    expect(listed).toEqual(['Midway pack', 'Alpha pack', 'Zeta pack']);
    await drainReportJobs();
    // One process makes one report at a time, so the times they were made tell the order they ran in.
    const made = (await listReports(admin)).rows.sort((a, b) => a.generatedAt!.getTime() - b.generatedAt!.getTime());
    expect(made.map((row) => row.name)).toEqual(['Zeta pack', 'Alpha pack', 'Midway pack']);
  });

  it('writes an activity row with the report', async () => {
    const admin = await founder('Auditor');
    const created = await createReport(admin, request);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({
      action: 'report.created',
      recordType: 'report',
      summary: 'Requested the report Board pack',
      actorName: admin.displayName,
    });
    const db = await getDb();
    const rows = await db.select().from(activity).where(eq(activity.recordId, created.id));
    expect(rows).toHaveLength(1);
  });

  it('counts the figures from the same rows: each framework covered once', async () => {
    const admin = await founder('Counter');
    await createReport(admin, request);
    await createReport(admin, { ...request, name: 'PCI', frameworks: ['pci-dss', 'soc2'] });
    const db = await getDb();
    await db.transaction((tx) => seedReports(tx, admin.organizationId, new Date()));
    const { rows } = await listReports(admin);
    const stats = await reportStats(admin);
    expect(stats).toEqual(figuresOf(rows));
    expect(stats).toEqual({ total: 7, generated: 0, generating: 7, frameworksCovered: 5 });
    await drainReportJobs();
    const made = await reportStats(admin);
    expect(made).toEqual(figuresOf((await listReports(admin)).rows));
    expect(made).toEqual({ total: 7, generated: 7, generating: 0, frameworksCovered: 5 });
  }, 60_000);

  it('never shows one organization the reports of another', async () => {
    const mine = await founder('Mine');
    const theirs = await founder('Theirs');
    await createReport(mine, { ...request, name: 'Private pack' });
    expect((await listReports(theirs)).rows).toEqual([]);
    await expect(reportStats(theirs)).resolves.toEqual({ total: 0, generated: 0, generating: 0, frameworksCovered: 0 });
    expect((await listReports(mine)).rows.map((row) => row.name)).toEqual(['Private pack']);
  });

  it('lets a viewer read but refuses their request with 403, storing nothing', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    await createReport(admin, request);
    const refused = await refusal(createReport(viewer, { ...request, name: 'Viewer pack' }));
    expect(refused.kind).toBe('forbidden');
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(FORBIDDEN_MESSAGE);
    expect((await listReports(viewer)).rows.map((row) => row.name)).toEqual(['Board pack']);
    expect((await listActivity(admin)).entries.filter((entry) => entry.action === 'report.created')).toHaveLength(1);
  });

  it('searches, filters and pages in SQL from the list query', async () => {
    const admin = await founder('Pager');
    await createReport(admin, { ...request, name: 'Quarterly 100% pack', notes: 'for investors' });
    await createReport(admin, { ...request, name: 'PCI review', type: 'security', frameworks: ['pci-dss'] });
    for (let index = 0; index < 21; index += 1) await createReport(admin, { ...request, name: `Monthly ${index}` });
    const query = (q: string, filters: Partial<ReportQuery['filters']> = {}, page = 1): ReportQuery => ({
      q,
      page,
      filters: { ...ALL_REPORTS.filters, ...filters },
    });

    expect((await listReports(admin, query('QUARTERLY'))).rows.map((row) => row.name)).toEqual(['Quarterly 100% pack']);
    expect((await listReports(admin, query('100%'))).total).toBe(1);
    expect((await listReports(admin, query('_'))).total).toBe(0);
    expect((await listReports(admin, query('investors quarterly'))).total).toBe(1);
    expect((await listReports(admin, query('', { type: 'security' }))).rows.map((row) => row.name)).toEqual(['PCI review']);
    expect((await listReports(admin, query('', { framework: 'pci-dss' }))).rows.map((row) => row.name)).toEqual(['PCI review']);
    expect((await listReports(admin, query('', { framework: 'ccpa' }))).total).toBe(0);

    const first = await listReports(admin, query(''));
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await listReports(admin, query('', {}, 2));
    expect(second.rows).toHaveLength(3);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(23);
    expect((await listReports(admin, query('', {}, 9))).page).toBe(2);
  });
});

describe('the demo organization’s reports', () => {
  it('seeds one request of each type, timed relative to now, whose files the jobs make from the records', async () => {
    const admin = await founder('Demo');
    const now = new Date('2027-03-10T12:00:00Z');
    const db = await getDb();
    await db.transaction((tx) => seedReports(tx, admin.organizationId, now));
    const rows = (await listReports(admin)).rows.map((record) => reportRow(record, now));
    expect(rows.map((row) => [row.name, row.type, row.status, row.generated, row.size])).toEqual([
      ['ISO 27001 Gap Analysis', 'gap-analysis', 'generating', 'Started just now', '—'],
      ['SOC 2 Compliance Status Report', 'framework', 'generating', 'Started 2 hours ago', '—'],
      ['Q3 Executive Summary', 'executive', 'generating', 'Started yesterday', '—'],
      ['PCI DSS Security Assessment', 'security', 'generating', 'Started 3 days ago', '—'],
      ['GDPR & CCPA Audit Readiness', 'audit', 'generating', 'Started 7 days ago', '—'],
    ]);
    for (const row of rows) {
      expect(row.startDate <= row.endDate).toBe(true);
      expect(row.endDate <= '2027-03-10').toBe(true);
    }
    expect(rows.find((row) => row.name === 'SOC 2 Compliance Status Report')).toMatchObject({
      frameworks: ['soc2'],
      format: 'pdf',
      notes: 'Quarterly status for the board.',
      endDate: '2027-03-09',
    });
    await expect(reportStats(admin)).resolves.toEqual({ total: 5, generated: 0, generating: 5, frameworksCovered: 5 });
    await drainReportJobs();
    const made = (await listReports(admin)).rows;
    expect(made.map((row) => row.status)).toEqual(['generated', 'generated', 'generated', 'generated', 'generated']);
    for (const row of made) expect(row.sizeBytes).toBeGreaterThan(1000);
  }, 60_000);
});
