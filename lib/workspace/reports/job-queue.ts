import 'server-only';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { send } from '@/lib/jobs';
import type { ListedReportType, StoredFormat } from '@/lib/schemas/reports/records';
import { WorkspaceError } from '../member';

/**
 * The report-file queue as every part of reports meets it: the row a job works on, the reports waiting for one,
 * and sending their jobs. A request (library.ts, changes.ts) wakes the queue; the worker (jobs.ts) runs each
 * report's maker (files.ts, soa.ts, auditor-package.ts), and soa.ts requests reports too: so what requests and the
 * worker both use lives here, below both.
 */

/** A claimed report row: what its job needs to make the file. */
export type ReportJob = {
  id: string;
  organizationId: string;
  name: string;
  type: ListedReportType;
  frameworks: string[];
  startOn: string;
  endOn: string;
  format: StoredFormat;
  notes: string;
  auditId: string | null;
  requestedBy: string | null;
  attempts: number;
  /** This claim of the report: the worker and a token of its own, so a later claim of the same report is told apart. */
  claim: string;
};

/** A Generating row no live claim holds. */
export const waiting = and(eq(reports.status, 'generating'), or(isNull(reports.leaseUntil), lt(reports.leaseUntil, sql`now()`)));

/** The waiting reports' ids, oldest first. */
export async function waitingReports(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: reports.id }).from(reports).where(waiting).orderBy(asc(reports.createdAt), asc(reports.sequence));
  return rows.map((row) => row.id);
}

/** Sends a job for each waiting report; a report whose job already waits gets no second one (its id is the key). */
export async function sendWaitingReports(): Promise<void> {
  for (const reportId of await waitingReports()) await send('report-file', { reportId }, { key: reportId });
}

/** Sends the jobs of waiting reports now (after one was requested or retried). */
export function wakeReportJobs(): void {
  sendWaitingReports().catch(logFault);
}

/** A refusal (a report asking for what cannot be) is recorded on the report; anything else is a fault worth logging. */
export function logFault(error: unknown): void {
  if (!(error instanceof WorkspaceError)) console.error('A report job failed:', error);
}
