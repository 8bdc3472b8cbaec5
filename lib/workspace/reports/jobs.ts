import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, getOpenDb } from '@/lib/db/client';
import { organizations, reports } from '@/lib/db/schema';
import { JobCancelled, runClaimedJob, send, work, type JobContext, type JobSteps, type QueuedJob } from '@/lib/jobs';
import { fileStorage, type StoredObject } from '@/lib/storage';
import type { ListedReportType, StoredFormat } from '@/lib/schemas/reports/records';
import { makeAuditorPackage } from './auditor-package';
import { WorkspaceError, type Member } from '../member';
import { makeReportFile } from './files';
import { makeSoaFile, SOA_TYPE } from './soa';
import { deleteActivityPastRetention } from '../activity';
import { deleteReportsPastRetention } from './retention';
import { requestDueAutomaticReports } from './automatic';
import { distributeReadyReports, distributeReport } from './distribution';

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

/** A job that stopped its server this many times is failed rather than started again. */
export const MAX_ATTEMPTS = 3;
/** How long a claim holds without being renewed; a process that died frees its job after this. */
const LEASE = sql`now() + interval '60 seconds'`;

const jobColumns = {
  id: reports.id,
  organizationId: reports.organizationId,
  name: reports.name,
  type: reports.type,
  frameworks: reports.frameworks,
  startOn: reports.startOn,
  endOn: reports.endOn,
  format: reports.format,
  notes: reports.notes,
  auditId: reports.auditId,
  requestedBy: reports.requestedBy,
  attempts: reports.attempts,
  claim: sql<string>`${reports.claimedBy}`,
};

/** A Generating row no live claim holds. */
const waiting = and(eq(reports.status, 'generating'), or(isNull(reports.leaseUntil), lt(reports.leaseUntil, sql`now()`)));

/** The job's row while this claim of it stands: not cancelled, retried or taken over since. */
const mine = (job: ReportJob) => and(eq(reports.id, job.id), eq(reports.claimedBy, job.claim), eq(reports.status, 'generating'));

/**
 * Claims report `reportId` for `worker` while it is Generating and no live claim holds it: a token of this claim
 * goes in `claimed_by`, the lease a minute ahead, and the attempt is counted.
 */
async function claim(reportId: string, worker: string): Promise<ReportJob | null> {
  const db = await getDb();
  const [job] = await db
    .update(reports)
    .set({ claimedBy: `${worker}/${randomUUID().slice(0, 8)}`, leaseUntil: LEASE, attempts: sql`${reports.attempts} + 1`, progress: 0 })
    .where(and(eq(reports.id, reportId), waiting))
    .returning(jobColumns);
  return (job as ReportJob | undefined) ?? null;
}

async function heartbeat(job: ReportJob, percent: number | null): Promise<boolean> {
  const db = await getDb();
  const renewed = await db
    .update(reports)
    .set({ leaseUntil: LEASE, ...(percent === null ? {} : { progress: percent }) })
    .where(mine(job))
    .returning({ id: reports.id });
  return renewed.length > 0;
}

async function fail(job: ReportJob, reason: string): Promise<void> {
  const db = await getDb();
  await db
    .update(reports)
    .set({ status: 'failed', failureReason: reason, progress: 0, claimedBy: null, leaseUntil: null, version: sql`${reports.version} + 1` })
    .where(mine(job));
}

/** Records the stored file; when the report was cancelled meanwhile, the file is removed again instead. */
async function complete(job: ReportJob, stored: StoredObject): Promise<void> {
  const db = await getDb();
  const done = await db
    .update(reports)
    .set({
      status: 'generated',
      progress: 100,
      storageKey: stored.key,
      sha256: stored.sha256,
      sizeBytes: stored.size,
      generatedAt: sql`now()`,
      failureReason: null,
      claimedBy: null,
      leaseUntil: null,
      version: sql`${reports.version} + 1`,
    })
    .where(mine(job))
    .returning({ id: reports.id });
  if (done.length === 0) {
    await fileStorage().delete(stored.key);
    throw new JobCancelled();
  }
}

/**
 * Who a job reads the records as: the organization, with a viewer's rights only (it never changes a record). The
 * requester's member id is kept for the record; a removed requester does not stop the report.
 */
async function jobReader(job: ReportJob): Promise<Member> {
  const db = await getDb();
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, job.organizationId));
  if (!organization) throw new Error('The organization no longer exists.');
  return {
    id: job.requestedBy ?? '',
    organizationId: job.organizationId,
    organizationName: organization.name,
    subject: 'job:report',
    email: '',
    displayName: 'Report job',
    role: 'viewer',
  };
}

async function run(job: ReportJob, context: JobContext): Promise<void> {
  if (job.attempts > MAX_ATTEMPTS) {
    throw new Error(
      `The server stopped ${MAX_ATTEMPTS} times while making this file, so it was not tried again. Use Retry to start it once more.`,
    );
  }
  const reader = await jobReader(job);
  const make = job.type === 'auditor-package' ? makeAuditorPackage : job.type === SOA_TYPE ? makeSoaFile : makeReportFile;
  const stored = await make(job, reader, context);
  await complete(job, stored);
  // The file is kept whatever happens to the letters; a letter not written now is written by the next check.
  await distributeReport(job.id).catch((error: unknown) => console.error('The report letters were not written:', error));
}

/** A refusal (a report asking for what cannot be) is recorded on the report; anything else is a fault worth logging. */
function logFault(error: unknown): void {
  if (!(error instanceof WorkspaceError)) console.error('A report job failed:', error);
}

/** The steps of a report job, each scoped to the job's own row and claim; `claim` takes a waiting report by id. */
export const reportQueue: JobSteps<ReportJob> & { claim: typeof claim } = { claim, run, heartbeat, fail };

/** This process's name in the claims it takes. */
const worker = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
const HEARTBEAT_MS = 15_000;

/** The waiting reports' ids, oldest first. */
async function waitingReports(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: reports.id }).from(reports).where(waiting).orderBy(asc(reports.createdAt), asc(reports.sequence));
  return rows.map((row) => row.id);
}

/**
 * The report-file queue's work: makes the report's file. A report no longer Generating (cancelled, deleted, done)
 * needs nothing. One another live claim holds is refused with an error, so the queue tries it again after its
 * backoff, by when a claim whose process died has lapsed.
 */
async function makeReport({ data }: QueuedJob<{ reportId: string }>): Promise<void> {
  const job = await claim(data.reportId, worker);
  if (job) return runClaimedJob(reportQueue, job, { heartbeatMs: HEARTBEAT_MS, onError: logFault });
  const db = await getDb();
  const [row] = await db.select({ status: reports.status }).from(reports).where(eq(reports.id, data.reportId));
  if (row?.status === 'generating') throw new Error('Another process holds this report; it is tried again once its claim lapses.');
}

/** Sends a job for each waiting report; a report whose job already waits gets no second one (its id is the key). */
async function sendWaitingReports(): Promise<void> {
  for (const reportId of await waitingReports()) await send('report-file', { reportId }, { key: reportId });
}

/**
 * The report-upkeep schedule: deletes reports and activity past their organization's retention, requests the
 * automatic reports that fell due and writes the letters of ready reports still unwritten. Each part runs whatever
 * another's outcome; the first failure fails the run, which is retried.
 */
async function keepReportsUp(): Promise<void> {
  const outcomes = await Promise.allSettled([
    deleteReportsPastRetention(),
    deleteActivityPastRetention(),
    requestDueAutomaticReports().then((requested) => (requested > 0 ? sendWaitingReports() : undefined)),
    distributeReadyReports(),
  ]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Starts making the files of waiting reports in this process (once jobs have started). On the embedded database
 * this process alone holds the data folder, so a report another run of it had claimed was cut short by a stop: its
 * claim is freed and its job taken up at once. With PostgreSQL, other processes may be working: a claim is taken
 * over only once its lease has run out.
 */
export async function startReportJobs(): Promise<void> {
  const { db, kind } = await getOpenDb();
  if (kind === 'pglite') {
    await db.update(reports).set({ claimedBy: null, leaseUntil: null }).where(eq(reports.status, 'generating'));
  }
  await work('report-file', makeReport);
  await work('report-upkeep', keepReportsUp);
  await sendWaitingReports();
}

/** Sends the jobs of waiting reports now (after one was requested or retried). */
export function wakeReportJobs(): void {
  sendWaitingReports().catch(logFault);
}

/**
 * Makes every waiting report's file in this process before it resolves, oldest first, without the queue (scripts,
 * the benchmark): the same claim and steps as a queued job.
 */
export async function drainReportJobs(): Promise<void> {
  for (let ids = await waitingReports(); ids.length > 0; ids = await waitingReports()) {
    for (const reportId of ids) {
      const job = await claim(reportId, worker);
      if (job) await runClaimedJob(reportQueue, job, { heartbeatMs: HEARTBEAT_MS, onError: logFault });
    }
  }
}
