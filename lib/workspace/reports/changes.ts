import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { reportStatusLabels, type ReportChange, type ReportRecord, type ReportStatus } from '@/lib/schemas/reports/records';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { wakeReportJobs } from './job-queue';
import { listed } from './library';

type ReportPatch = Partial<typeof reports.$inferInsert>;

/** Why a report in `status` cannot take the change (the screen offered it from an older state). */
function wrongStatus(status: ReportStatus, verb: string): WorkspaceError {
  return new WorkspaceError('conflict', `This report is ${reportStatusLabels[status]} now, so it cannot be ${verb}. Reload to see it.`);
}

/**
 * Changes one report of the member's organization in a transaction with its activity row, when it is in one of
 * `from` and still at the version the screen read; otherwise says why not (404, stale, or its status now).
 */
async function changeReport(
  member: Member,
  change: ReportChange,
  from: readonly ReportStatus[],
  verb: string,
  apply: (tx: Tx, current: { id: string; name: string }) => Promise<ReportRecord>,
  summary: (name: string) => string,
): Promise<ReportRecord> {
  checkedId(change.id, 'The report');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: reports.id, name: reports.name, status: reports.status, version: reports.version, storageKey: reports.storageKey })
      .from(reports)
      .where(and(eq(reports.id, change.id), eq(reports.organizationId, member.organizationId)))
      .for('update');
    if (!current) throw notFound('The report');
    if (current.version !== change.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    if (!from.includes(current.status)) throw wrongStatus(current.status, verb);
    const changed = await apply(tx, current);
    await recordActivity(tx, member, {
      action: `report.${verb}`,
      recordType: 'report',
      recordId: current.id,
      summary: summary(current.name),
    });
    return changed;
  });
}

function update(tx: Tx, id: string, set: ReportPatch): Promise<ReportRecord> {
  return tx
    .update(reports)
    .set({ ...set, version: sql`${reports.version} + 1` })
    .where(eq(reports.id, id))
    .returning(listed)
    .then(([row]) => row as ReportRecord);
}

/** Cancel: a report still Generating stops; its job notices at its next step and keeps no file. */
export async function cancelReport(member: Member, change: ReportChange): Promise<ReportRecord> {
  assertCan(member, 'records.edit');
  return changeReport(
    member,
    change,
    ['generating'],
    'cancelled',
    (tx, { id }) => update(tx, id, { status: 'cancelled', progress: 0, claimedBy: null, leaseUntil: null }),
    (name) => `Cancelled the report ${name}`,
  );
}

/** Retry: a Failed or Cancelled report is requested again, from the start. */
export async function retryReport(member: Member, change: ReportChange): Promise<ReportRecord> {
  assertCan(member, 'records.edit');
  const record = await changeReport(
    member,
    change,
    ['failed', 'cancelled'],
    'retried',
    (tx, { id }) =>
      update(tx, id, {
        status: 'generating',
        progress: 0,
        attempts: 0,
        failureReason: null,
        claimedBy: null,
        leaseUntil: null,
        createdAt: new Date(),
      }),
    (name) => `Retried the report ${name}`,
  );
  wakeReportJobs();
  return record;
}

/** Delete (admins): the report and its file are removed, and answered as they were; one still Generating must be cancelled first. */
export async function deleteReport(member: Member, change: ReportChange): Promise<ReportRecord> {
  assertCan(member, 'records.delete');
  let key: string | null = null;
  const deleted = await changeReport(
    member,
    change,
    ['generated', 'failed', 'cancelled'],
    'deleted',
    async (tx, { id }) => {
      const [gone] = await tx
        .delete(reports)
        .where(eq(reports.id, id))
        .returning({ ...listed, storageKey: reports.storageKey });
      if (!gone) throw notFound('The report');
      const { storageKey, ...record } = gone;
      key = storageKey;
      return record as ReportRecord;
    },
    (name) => `Deleted the report ${name}`,
  );
  // After the commit: a file whose row is gone is never served, so a failed removal here loses nothing.
  if (key) await fileStorage().delete(key);
  return deleted;
}
