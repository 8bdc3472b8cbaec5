import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import type { ReportGenerate, ReportRecord, ReportStats } from '@/lib/schemas/report';
import { recordActivity } from './activity';
import { assertCan, type Member } from './member';

const listed = {
  id: reports.id,
  name: reports.name,
  type: reports.type,
  frameworks: reports.frameworks,
  startOn: reports.startOn,
  endOn: reports.endOn,
  format: reports.format,
  notes: reports.notes,
  status: reports.status,
  sizeBytes: reports.sizeBytes,
  generatedAt: reports.generatedAt,
  createdAt: reports.createdAt,
  version: reports.version,
};

/** The organization's reports, last requested first. */
export async function listReports(member: Member): Promise<ReportRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db.select(listed).from(reports).where(eq(reports.organizationId, member.organizationId)).orderBy(desc(reports.createdAt), reports.name);
  return rows as ReportRecord[];
}

/** The stat cards as one aggregate of the same rows; Frameworks Covered counts each framework any report includes once. */
export async function reportStats(member: Member): Promise<ReportStats> {
  assertCan(member, 'records.view');
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
}

/** Requests a report: it is stored as Generating, with no file (size and generated time) until one is made. */
export async function createReport(member: Member, input: ReportGenerate): Promise<ReportRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        organizationId: member.organizationId,
        name: input.name,
        type: input.type,
        frameworks: [...new Set(input.frameworks)],
        startOn: input.startDate,
        endOn: input.endDate,
        format: input.format,
        notes: input.notes,
        status: 'generating',
      })
      .returning(listed);
    if (!created) throw new Error('The report was not created');
    await recordActivity(tx, member, { action: 'report.created', recordType: 'report', recordId: created.id, summary: `Requested the report ${input.name}` });
    return created as ReportRecord;
  });
}
