import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { reportFileName } from '@/lib/domain/reports/display';
import type { JobContext } from '@/lib/jobs/runner';
import { buildReportDocument } from '@/lib/reports/content';
import { fileTypes } from '@/lib/domain/reports/file-types';
import { renderReport } from '@/lib/reports/render';
import type { ReportFormat, ReportType } from '@/lib/schemas/reports/records';
import { fileStorage, type StoredObject } from '@/lib/storage';
import { assertCan, checkedId, notFound, WorkspaceError, type Member } from '../member';
import { loadReportData } from './data';
import type { ReportJob } from './job-queue';

/**
 * Where a job's file is kept: one key per claim of the report, so an attempt that was cancelled or taken over and
 * removes its own file never touches the file of the attempt that followed it.
 */
export function reportStorageKey(job: Pick<ReportJob, 'id' | 'organizationId' | 'claim'>, extension: string): string {
  const token =
    job.claim
      .split('/')
      .at(-1)
      ?.replace(/[^A-Za-z0-9]/g, '') || 'file';
  return `${job.organizationId}/reports/${job.id}-${token}.${extension}`;
}

/**
 * A report job's work: reads the organization's records for the report's frameworks and period, builds the
 * content of its type, renders it in its format and stores the file, reporting progress between the steps.
 */
export async function makeReportFile(job: ReportJob, reader: Member, context: JobContext): Promise<StoredObject> {
  await context.progress(5);
  const generatedAt = new Date();
  const data = await loadReportData(reader, { frameworks: job.frameworks, startOn: job.startOn, endOn: job.endOn }, dayOf(generatedAt));
  await context.progress(35);
  const document = buildReportDocument(
    { name: job.name, type: job.type as ReportType, notes: job.notes, startOn: job.startOn, endOn: job.endOn, generatedAt },
    reader.organizationName,
    data,
  );
  await context.progress(50);
  const file = await renderReport(document, job.format as ReportFormat);
  await context.progress(85);
  return fileStorage().put(reportStorageKey(job, file.extension), file.bytes, file.contentType);
}

export const NOT_READY_MESSAGE = 'This report has no file yet: it is still being generated, or it failed or was cancelled.';

/** A report's stored file as a download: its name, type, size and a stream of its bytes. */
export type ReportDownload = { fileName: string; contentType: string; size: number; stream: NodeJS.ReadableStream };

/**
 * The file of the organization's report `id` (records.view). Another organization's id, or one that is not a
 * UUID, is not found (404); a report without a file yet is a conflict (409); a file missing from storage is
 * not found with a message that says so.
 */
export async function openReportFile(member: Member, id: string): Promise<ReportDownload> {
  assertCan(member, 'records.view');
  checkedId(id, 'The report');
  const db = await getDb();
  const [report] = await db
    .select({
      name: reports.name,
      format: reports.format,
      status: reports.status,
      storageKey: reports.storageKey,
      generatedAt: reports.generatedAt,
    })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.organizationId, member.organizationId)));
  if (!report) throw notFound('The report');
  if (report.status !== 'generated' || !report.storageKey || !report.generatedAt) throw new WorkspaceError('conflict', NOT_READY_MESSAGE);
  const opened = await fileStorage().openRead(report.storageKey);
  if (!opened) throw new WorkspaceError('not-found', 'The file of this report is missing from storage. Generate the report again.');
  return {
    fileName: reportFileName(report.name, report.format, report.generatedAt),
    contentType: fileTypes[report.format].contentType,
    size: opened.size,
    stream: opened.stream,
  };
}
