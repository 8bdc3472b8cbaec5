/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { JobCancelled, type JobContext } from '@/lib/jobs/runner';
import type { ReportGenerate } from '@/lib/schemas/reports/records';
import { fileStorage } from '@/lib/storage';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { cancelReport, deleteReport, retryReport } from '@/lib/workspace/reports';
import { NOT_READY_MESSAGE, openReportFile, reportStorageKey } from '@/lib/workspace/reports';
import { drainReportJobs, MAX_ATTEMPTS, reportQueue, type ReportJob } from '@/lib/workspace/reports';
import { NO_FRAMEWORKS_MESSAGE, requestQuickReport, yearBefore } from '@/lib/workspace/reports';
import { createReport, listReports, reportStats } from '@/lib/workspace/reports';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('report-jobs');
// Each test makes real files (render, store, read back): room for a busy machine.
jest.setTimeout(30_000);

const request: ReportGenerate = {
  name: 'Board pack',
  type: 'executive',
  frameworks: ['soc2', 'gdpr'],
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  format: 'pdf',
  notes: '',
};

let admin: Member;
let member: Member;
let viewer: Member;
let other: Member;

beforeAll(async () => {
  admin = await founder('Reporter', 'Jobs Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Outsider', 'Other Org');
  await addFrameworks(admin, ['soc2', 'gdpr']);
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function stored(id: string) {
  const [row] = await (await getDb()).select().from(reports).where(eq(reports.id, id));
  if (!row) throw new Error('The report row is gone');
  return row;
}

/** A context that records progress and can act at a chosen percent (a member cancelling mid-way). */
function watchingContext(job: ReportJob, at?: { percent: number; then: () => Promise<unknown> }) {
  const seen: number[] = [];
  const context: JobContext = {
    async progress(percent) {
      seen.push(percent);
      if (at && percent >= at.percent) {
        const then = at.then;
        at = undefined;
        await then();
      }
      if (!(await reportQueue.heartbeat(job, Math.round(percent)))) throw new JobCancelled();
    },
  };
  return { context, seen };
}

describe('report jobs', () => {
  it('make each format into a stored file: Generated with its size, SHA-256 and a download named after it', async () => {
    const signatures = { pdf: '%PDF-', excel: 'PK\u0003\u0004', word: 'PK\u0003\u0004' } as const;
    for (const format of ['pdf', 'excel', 'word'] as const) {
      const created = await createReport(member, { ...request, name: `Pack ${format}`, format });
      expect(created).toMatchObject({ status: 'generating', progress: 0, sizeBytes: null });
      await drainReportJobs();
      const row = await stored(created.id);
      expect(row).toMatchObject({
        status: 'generated',
        progress: 100,
        claimedBy: null,
        leaseUntil: null,
        failureReason: null,
        attempts: 1,
      });
      expect(row.version).toBe(created.version + 1);
      const download = await openReportFile(viewer, created.id);
      const bytes = await bytesOf(download.stream);
      expect(bytes.subarray(0, 5).toString('latin1').startsWith(signatures[format])).toBe(true);
      expect(download.size).toBe(bytes.length);
      expect(row.sizeBytes).toBe(bytes.length);
      expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(download.fileName).toMatch(
        new RegExp(`^pack-${format}-\\d{4}-\\d{2}-\\d{2}\\.${{ pdf: 'pdf', excel: 'xlsx', word: 'docx' }[format]}$`),
      );
    }
    const stats = await reportStats(admin);
    expect(stats).toMatchObject({ generated: 3, generating: 0 });
  });

  it('reports progress between its steps, rising to 85 before the file is stored', async () => {
    const created = await createReport(member, { ...request, name: 'Watched' });
    const job = await reportQueue.claim(created.id, 'worker-a');
    expect(job?.id).toBe(created.id);
    const { context, seen } = watchingContext(job!);
    await reportQueue.run(job!, context);
    expect(seen).toEqual([5, 35, 50, 85]);
    expect((await stored(created.id)).status).toBe('generated');
  });

  it('refuses another organization, an id that is no UUID and a report with no file yet', async () => {
    const created = await createReport(member, { ...request, name: 'Not yet' });
    expect((await refusal(openReportFile(admin, created.id))).message).toBe(NOT_READY_MESSAGE);
    await drainReportJobs();
    expect((await refusal(openReportFile(other, created.id))).status).toBe(404);
    expect((await refusal(openReportFile(admin, 'not-a-uuid'))).status).toBe(404);
    expect((await refusal(openReportFile(admin, UNKNOWN_ID))).status).toBe(404);
  });

  it('Cancel before the job runs leaves it Cancelled with no file; Retry makes it', async () => {
    const created = await createReport(member, { ...request, name: 'Cancelled early' });
    const cancelled = await cancelReport(member, { id: created.id, version: created.version });
    expect(cancelled).toMatchObject({ status: 'cancelled', progress: 0 });
    await drainReportJobs();
    expect(await stored(created.id)).toMatchObject({ status: 'cancelled', storageKey: null });
    const retried = await retryReport(member, { id: cancelled.id, version: cancelled.version });
    expect(retried.status).toBe('generating');
    await drainReportJobs();
    expect((await stored(created.id)).status).toBe('generated');
  });

  it('Cancel during the job stops it at its next step, and a file already made is removed', async () => {
    const created = await createReport(member, { ...request, name: 'Cancelled late' });
    const job = (await reportQueue.claim(created.id, 'worker-b'))!;
    // The member cancels just as the file is about to be stored.
    const { context } = watchingContext(job, {
      percent: 85,
      then: async () => cancelReport(member, { id: created.id, version: (await stored(created.id)).version }),
    });
    await expect(reportQueue.run(job, context)).rejects.toBeInstanceOf(JobCancelled);
    const row = await stored(created.id);
    expect(row).toMatchObject({ status: 'cancelled', storageKey: null, sizeBytes: null });
    expect(await fileStorage().get(reportStorageKey(job, 'pdf'))).toBeNull();
  });

  it('a job left by a process that died is claimed again once its lease ran out, and failed after too many tries', async () => {
    const created = await createReport(member, { ...request, name: 'Orphan' });
    const first = await reportQueue.claim(created.id, 'dead-process');
    expect(first?.id).toBe(created.id);
    // Its lease is still running: nobody else takes it.
    expect(await reportQueue.claim(created.id, 'worker-c')).toBeNull();
    const db = await getDb();
    await db
      .update(reports)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(reports.id, created.id));
    await drainReportJobs();
    expect(await stored(created.id)).toMatchObject({ status: 'generated', attempts: 2 });

    const doomed = await createReport(member, { ...request, name: 'Crashes every time' });
    await db.update(reports).set({ attempts: MAX_ATTEMPTS }).where(eq(reports.id, doomed.id));
    await drainReportJobs();
    const failed = await stored(doomed.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toContain(`stopped ${MAX_ATTEMPTS} times`);
  });

  it('a job that cannot be made is Failed with the reason, and the list says why', async () => {
    const created = await createReport(member, { ...request, name: 'Broken' });
    await (
      await getDb()
    )
      .update(reports)
      .set({ frameworks: ['not-a-framework'] })
      .where(eq(reports.id, created.id));
    await drainReportJobs();
    expect(await stored(created.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Choose frameworks from the list.',
      claimedBy: null,
    });
    const listed = (await listReports(member, { q: 'Broken', page: 1, filters: { type: '', framework: '' } })).rows[0];
    expect(listed).toMatchObject({ status: 'failed', failureReason: 'Choose frameworks from the list.' });
  });

  it('refuses stale versions, changes in the wrong status, other organizations and roles without the right', async () => {
    const created = await createReport(member, { ...request, name: 'Guarded' });
    expect((await refusal(cancelReport(member, { id: created.id, version: created.version + 1 }))).message).toBe(STALE_MESSAGE);
    expect((await refusal(cancelReport(other, { id: created.id, version: created.version }))).status).toBe(404);
    expect((await refusal(cancelReport(viewer, { id: created.id, version: created.version }))).status).toBe(403);
    expect((await refusal(createReport(viewer, request))).status).toBe(403);
    expect((await refusal(retryReport(member, { id: created.id, version: created.version }))).message).toMatch(
      /^This report is Generating now, so it cannot be retried/,
    );
    expect((await refusal(deleteReport(admin, { id: created.id, version: created.version }))).status).toBe(409);
    await drainReportJobs();
    const done = await stored(created.id);
    expect((await refusal(deleteReport(member, { id: created.id, version: done.version }))).status).toBe(403);
    expect((await refusal(deleteReport(other, { id: created.id, version: done.version }))).status).toBe(404);
  });

  it('Delete removes the report and its file', async () => {
    const created = await createReport(member, { ...request, name: 'Deleted' });
    await drainReportJobs();
    const row = await stored(created.id);
    expect(await fileStorage().get(row.storageKey!)).not.toBeNull();
    await deleteReport(admin, { id: created.id, version: row.version });
    expect(await (await getDb()).select().from(reports).where(eq(reports.id, created.id))).toEqual([]);
    expect(await fileStorage().get(row.storageKey!)).toBeNull();
  });
});

describe('quick reports', () => {
  it('request their type over the frameworks the organization follows, for the past year, as a PDF', async () => {
    const record = await requestQuickReport(member, 'framework-gaps', new Date('2026-11-24T12:00:00Z'));
    expect(record).toMatchObject({
      type: 'gap-analysis',
      frameworks: ['soc2', 'gdpr'],
      startOn: '2025-11-24',
      endOn: '2026-11-24',
      format: 'pdf',
      status: 'generating',
    });
    await drainReportJobs();
    expect((await stored(record.id)).status).toBe('generated');
  });

  it('are refused without frameworks, for an unknown card and for viewers', async () => {
    const lonely = await founder('Lonely');
    expect((await refusal(requestQuickReport(lonely, 'compliance-status'))).message).toBe(NO_FRAMEWORKS_MESSAGE);
    expect((await refusal(requestQuickReport(admin, 'everything'))).status).toBe(422);
    expect((await refusal(requestQuickReport(viewer, 'compliance-status'))).status).toBe(403);
  });

  it('cover the same day a year before, 29 February falling back to the 28th', () => {
    expect(yearBefore('2026-11-24')).toBe('2025-11-24');
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
    expect(yearBefore('2026-01-01')).toBe('2025-01-01');
  });
});
