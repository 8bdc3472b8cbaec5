import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { JobContext } from '@/lib/jobs/runner';
import type { ReportDocument } from '@/lib/reports/document';
import { renderReport } from '@/lib/reports/render';
import { soaDocument, soaRows } from '@/lib/reports/soa';
import type { ListedReportType, ReportFormat, ReportRecord } from '@/lib/schemas/reports/records';
import { fileStorage, type StoredObject } from '@/lib/storage';
import { followsFramework } from '../frameworks';
import { assertCan, WorkspaceError, type Member } from '../member';
import { risksByControl } from '../risks';
import { loadReportData } from './data';
import { reportStorageKey } from './files';
import type { ReportJob } from './job-queue';
import { listed, requestReport } from './library';
import { guardedWrite } from '../guarded-write';

export const SOA_TYPE = 'statement-of-applicability' satisfies ListedReportType;
export const SOA_NEEDS_ISO = 'Add ISO 27001 to your frameworks first: the Statement of Applicability lists its Annex A controls.';

/** The Statement of Applicability of the organization's records today, as a report document. */
export async function statementOfApplicability(reader: Member, generatedAt: Date): Promise<ReportDocument> {
  const today = dayOf(generatedAt);
  const [data, risks] = await Promise.all([
    loadReportData(reader, { frameworks: ['iso27001'], startOn: today, endOn: today }, today),
    risksByControl(reader),
  ]);
  const iso = data.frameworks.find((framework) => framework.id === 'iso27001');
  return soaDocument(soaRows(iso, risks), { organizationName: reader.organizationName, today, generatedAt });
}

/** Generate the Statement of Applicability as Excel or Word: a report job, listed in Reports once requested. */
export const requestStatementOfApplicability = guardedWrite(
  'records.edit',
  async (member: Member, format: Extract<ReportFormat, 'excel' | 'word'>): Promise<ReportRecord> => {
    if (!(await followsFramework(member, 'iso27001'))) throw new WorkspaceError('invalid', SOA_NEEDS_ISO);
    const today = dayOf(new Date());
    const name = `Statement of Applicability ${today}`;
    return requestReport(
      member,
      { name, type: SOA_TYPE, frameworks: ['iso27001'], startOn: today, endOn: today, format },
      `Requested the ${name} (${format === 'excel' ? 'Excel' : 'Word'})`,
    );
  },
);

/** The organization's Statements of Applicability, newest first (the last few). */
export async function listStatementsOfApplicability(member: Member): Promise<ReportRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(reports)
    .where(and(eq(reports.organizationId, member.organizationId), eq(reports.type, SOA_TYPE)))
    .orderBy(desc(reports.createdAt), desc(reports.sequence))
    .limit(5);
  return rows as ReportRecord[];
}

/** A Statement of Applicability job's work: read the records, render the requested format and store the file. */
export async function makeSoaFile(job: ReportJob, reader: Member, context: JobContext): Promise<StoredObject> {
  await context.progress(5);
  const document = await statementOfApplicability(reader, new Date());
  await context.progress(50);
  const file = await renderReport(document, job.format as ReportFormat);
  await context.progress(85);
  return fileStorage().put(reportStorageKey(job, file.extension), file.bytes, file.contentType);
}
