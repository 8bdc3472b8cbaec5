import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, getOpenDb } from '@/lib/db/client';
import { organizations, reports } from '@/lib/db/schema';
import { createJobRunner, JobCancelled, type JobContext, type JobQueue, type JobRunner } from '@/lib/jobs/runner';
import { fileStorage, type StoredObject } from '@/lib/storage';
import type { ListedReportType, StoredFormat } from '@/lib/schemas/report';
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

/**
 * How often reports past their organization's data retention are deleted, automatic reports that fell due are
 * requested and the letters of ready ones still unwritten are written.
 */
const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;
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

/** The job's row while this claim of it stands: not cancelled, retried or taken over since. */
const mine = (job: ReportJob) => and(eq(reports.id, job.id), eq(reports.claimedBy, job.claim), eq(reports.status, 'generating'));

/** The oldest waiting job whose lease is free, claimed for `worker`; another process skips the row it locked. */
async function claim(worker: string): Promise<ReportJob | null> {
  const db = await getDb();
  const next = db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.status, 'generating'), or(isNull(reports.leaseUntil), lt(reports.leaseUntil, sql`now()`))))
    .orderBy(asc(reports.createdAt), asc(reports.sequence))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(reports)
    .set({ claimedBy: `${worker}/${randomUUID().slice(0, 8)}`, leaseUntil: LEASE, attempts: sql`${reports.attempts} + 1`, progress: 0 })
    .where(sql`${reports.id} = (${next})`)
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

/** The queue of report rows the runner works from: each step scoped to the job's own row and claim. */
export const reportQueue: JobQueue<ReportJob> = { claim, run, heartbeat, fail };

const holder = globalThis as typeof globalThis & { __reportJobs?: JobRunner };

/** This process's report job runner (one per process, kept across a development server's reloads). */
function reportJobs(): JobRunner {
  holder.__reportJobs ??= createJobRunner(reportQueue, {
    worker: `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
    pollMs: 15_000,
    heartbeatMs: 15_000,
    onError: logFault,
  });
  return holder.__reportJobs;
}

/**
 * Starts making the files of waiting reports in this process. On the embedded database this process alone holds
 * the data folder, so a job another run of it had claimed was cut short by a stop: it is freed and taken up at
 * once. With PostgreSQL, other processes may be working: their jobs are taken over only when a lease runs out.
 */
export async function startReportJobs(): Promise<void> {
  const { db, kind } = await getOpenDb();
  if (kind === 'pglite') {
    await db.update(reports).set({ claimedBy: null, leaseUntil: null }).where(eq(reports.status, 'generating'));
  }
  reportJobs().start();
  const sweep = () => {
    deleteReportsPastRetention().catch(console.error);
    deleteActivityPastRetention().catch(console.error);
    requestDueAutomaticReports()
      .then((requested) => (requested > 0 ? reportJobs().wake() : undefined))
      .catch(console.error);
    distributeReadyReports().catch(console.error);
  };
  sweep();
  setInterval(sweep, RETENTION_SWEEP_MS).unref();
}

/** Looks for waiting reports now (after one was requested or retried). */
export function wakeReportJobs(): void {
  reportJobs().wake();
}

/** Makes every waiting report's file before it resolves (used by scripts and the benchmark). */
export function drainReportJobs(): Promise<void> {
  return reportJobs().drain();
}

/** Stops taking new jobs and waits for the running one (at shutdown). */
export function stopReportJobs(): Promise<void> {
  return reportJobs().stop();
}
