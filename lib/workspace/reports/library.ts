import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import type { ReportGenerate, ReportRecord, ReportStats } from '@/lib/schemas/reports/records';
import { recordActivity } from '../activity';
import { wakeReportJobs } from './job-queue';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, type Member } from '../member';
import { keptRead } from '../read-cache';

export type ReportQuery = ListQuery<'type' | 'framework'>;

/** Every report, on the first page. */
export const ALL_REPORTS: ReportQuery = { q: '', page: 1, filters: { type: '', framework: '' } };

export const listed = {
  id: reports.id,
  name: reports.name,
  type: reports.type,
  frameworks: reports.frameworks,
  startOn: reports.startOn,
  endOn: reports.endOn,
  format: reports.format,
  notes: reports.notes,
  status: reports.status,
  progress: reports.progress,
  failureReason: reports.failureReason,
  auditId: reports.auditId,
  sizeBytes: reports.sizeBytes,
  generatedAt: reports.generatedAt,
  createdAt: reports.createdAt,
  version: reports.version,
};

/** One page of the organization's reports, last requested first: searched by name and notes, by type and by an included framework. */
export function listReports(member: Member, query: ReportQuery = ALL_REPORTS): Promise<ListPage<ReportRecord>> {
  return keptRead(member, ['report-list', query], async () => {
    const db = await getDb();
    const { type, framework } = query.filters;
    const where = and(
      eq(reports.organizationId, member.organizationId),
      matchingWords(query.q, [reports.name, reports.notes]),
      type ? eq(reports.type, type) : undefined,
      framework ? sql`${reports.frameworks} @> ${JSON.stringify([framework])}::jsonb` : undefined,
    );
    return fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(reports).where(where))[0]?.total ?? 0,
      async (limit, offset) =>
        (await db
          .select(listed)
          .from(reports)
          .where(where)
          .orderBy(desc(reports.createdAt), desc(reports.sequence))
          .limit(limit)
          .offset(offset)) as ReportRecord[],
    );
  });
}

/** The stat cards as one aggregate of the same rows; Frameworks Covered counts each framework any report includes once. */
export function reportStats(member: Member): Promise<ReportStats> {
  return keptRead(member, ['report-stats'], async () => {
    const db = await getDb();
    const [stats] = await db
      .select({
        total: sql<number>`count(*)::int`,
        generated: sql<number>`(count(*) filter (where ${reports.status} = 'generated'))::int`,
        generating: sql<number>`(count(*) filter (where ${reports.status} = 'generating'))::int`,
        frameworksCovered: sql<number>`(select count(distinct covered.code)::int from ${reports} as included cross join lateral jsonb_array_elements_text(included.frameworks) as covered(code) where included.organization_id = ${member.organizationId})`,
      })
      .from(reports)
      .where(eq(reports.organizationId, member.organizationId));
    return stats ?? { total: 0, generated: 0, generating: 0, frameworksCovered: 0 };
  });
}

/** What a request stores: a report of the form, or an auditor package (type auditor-package, format zip). */
export type ReportRequest = Omit<typeof reports.$inferInsert, 'id' | 'organizationId' | 'status' | 'requestedBy'>;

/**
 * Stores a request as Generating, with no file until its job makes one, and wakes this process's job runner
 * once the row is committed.
 */
export async function requestReport(member: Member, request: ReportRequest, summary: string): Promise<ReportRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({ ...request, organizationId: member.organizationId, requestedBy: member.id, status: 'generating' })
      .returning(listed);
    if (!row) throw new Error('The report was not created');
    await recordActivity(tx, member, { action: 'report.created', recordType: 'report', recordId: row.id, summary });
    return row as ReportRecord;
  });
  wakeReportJobs();
  return created;
}

/** Generate Report: the form's report, Generating until its file is made. */
export function createReport(member: Member, input: ReportGenerate): Promise<ReportRecord> {
  const request = {
    name: input.name,
    type: input.type,
    frameworks: [...new Set(input.frameworks)],
    startOn: input.startDate,
    endOn: input.endDate,
    format: input.format,
    notes: input.notes,
  };
  return requestReport(member, request, `Requested the report ${input.name}`);
}

/** The auditor packages prepared from one audit of the organization, newest first (a few per audit). */
export async function listAuditPackages(member: Member, auditId: string): Promise<ReportRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(reports)
    .where(and(eq(reports.organizationId, member.organizationId), eq(reports.auditId, auditId)))
    .orderBy(desc(reports.createdAt), desc(reports.sequence))
    .limit(20);
  return rows as ReportRecord[];
}
