/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { queueDeclarations, scheduledJobStatus, send, startJobs, stopJobs, work } from '@/lib/jobs';
import type { ReportGenerate } from '@/lib/schemas/reports/records';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { cancelReport, createReport, startReportJobs } from '@/lib/workspace/reports';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('job-queues');
// pg-boss creates its tables on the first start, and the report worker makes real files.
jest.setTimeout(120_000);

const request: ReportGenerate = {
  name: 'Queued pack',
  type: 'executive',
  frameworks: ['soc2'],
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  format: 'pdf',
  notes: '',
};

/** Waits until `read` answers something `done` accepts, looking every 200 ms, or fails after a minute. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not done: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await (await getDb()).execute(query)) as unknown as { rows: T[] }).rows;
const reportRow = async (id: string) => (await (await getDb()).select().from(reports).where(eq(reports.id, id)))[0]!;

afterAll(() => stopJobs(5_000));

describe('jobs on pg-boss', () => {
  it('send nothing and show no status before they start', async () => {
    expect(await send('mail-sweep')).toBeNull();
    expect(await scheduledJobStatus()).toBeNull();
    await expect(work('mail-sweep', async () => {})).rejects.toThrow('Jobs were not started');
  });

  it('declare every queue stately, with retries, backoff and the dead-letter queue, and store each schedule in UTC', async () => {
    await startJobs();
    const queues = await rows<{ name: string; policy: string; retry_limit: number; retry_backoff: boolean; dead_letter: string }>(
      sql`SELECT name, policy, retry_limit, retry_backoff, dead_letter FROM pgboss.queue ORDER BY name`,
    );
    for (const declared of queueDeclarations) {
      expect(queues.find((queue) => queue.name === declared.name)).toEqual({
        name: declared.name,
        policy: 'stately',
        retry_limit: declared.retries,
        retry_backoff: true,
        dead_letter: 'failed-jobs',
      });
    }
    expect(queues.map((queue) => queue.name)).toContain('failed-jobs');
    const schedules = await rows<{ name: string; cron: string; timezone: string }>(
      sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`,
    );
    expect(schedules).toEqual(
      queueDeclarations
        .filter((queue) => queue.cron)
        .map((queue) => ({ name: queue.name, cron: queue.cron, timezone: 'UTC' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    // A second start (another server, a reload) changes nothing and adds no second schedule.
    await startJobs();
    expect(await rows(sql`SELECT name FROM pgboss.schedule`)).toHaveLength(schedules.length);
  });

  it('keep one job waiting per key', async () => {
    const key = randomUUID();
    expect(await send('check-run', { connectionId: key }, { key })).toEqual(expect.any(String));
    expect(await send('check-run', { connectionId: key }, { key })).toBeNull();
    expect(await send('check-run', { connectionId: randomUUID() }, { key: randomUUID() })).toEqual(expect.any(String));
  });

  it('make a requested report through the report-file queue, and leave a cancelled one Cancelled', async () => {
    const admin = await founder('Queued', 'Queue Org');
    await addFrameworks(admin, ['soc2']);
    const waiting = await createReport(admin, request);
    const cancelled = await createReport(admin, { ...request, name: 'Cancelled pack' });
    await cancelReport(admin, { id: cancelled.id, version: cancelled.version });
    // Requested before the worker started: the start sends its job.
    await startReportJobs();
    expect(
      await eventually(
        () => reportRow(waiting.id),
        (row) => row.status !== 'generating',
      ),
    ).toMatchObject({
      status: 'generated',
      progress: 100,
      claimedBy: null,
      attempts: 1,
    });
    // Requested once the worker runs: the request sends its job.
    const later = await createReport(admin, { ...request, name: 'Later pack' });
    expect(
      (
        await eventually(
          () => reportRow(later.id),
          (row) => row.status !== 'generating',
        )
      ).status,
    ).toBe('generated');
    expect((await reportRow(cancelled.id)).status).toBe('cancelled');
  });

  it('retry a job that failed, and show the error, the last and the next run among the scheduled jobs', async () => {
    // No letter-sweep worker runs in this test but this failing one.
    await work('letter-sweep', async () => {
      throw new Error('The disk is full.');
    });
    const before = Date.now();
    await send('letter-sweep');
    const status = await eventually(
      async () => (await scheduledJobStatus())!.find((job) => job.name === 'letter-sweep')!,
      (job) => job.lastError !== null,
    );
    expect(status).toMatchObject({ title: 'Scheduled letters', lastError: { message: 'The disk is full.' } });
    expect(status.lastRun?.state).toBe('retrying');
    expect(status.lastRun!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(status.nextRun!.getTime()).toBeGreaterThan(Date.now());
    const others = (await scheduledJobStatus())!.filter((job) => job.name !== 'letter-sweep');
    expect(others.map((job) => job.name).sort()).toEqual([
      'assistant-retention',
      'check-sweep',
      'mail-sweep',
      'report-upkeep',
      'sso-metadata-refresh',
      'tracker-sync',
      'vulnerability-figures',
    ]);
    for (const job of others) expect(job.nextRun!.getTime()).toBeGreaterThan(Date.now());
  });

  it("keep a failed query's values out of the error every admin sees", async () => {
    await work('check-sweep', async () => {
      // The shape Drizzle gives a failed query: its message and params repeat the values written.
      throw Object.assign(new Error('Failed query: insert into "x" values ($1) params: secret-row-value'), {
        query: 'insert into "x" values ($1)',
        params: ['secret-row-value'],
        cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x_pkey' }),
      });
    });
    await send('check-sweep');
    const status = await eventually(
      async () => (await scheduledJobStatus())!.find((job) => job.name === 'check-sweep')!,
      (job) => job.lastError !== null,
    );
    expect(status.lastError!.message).toBe('A database query failed: database error 23505 (x_pkey).');
    expect(JSON.stringify(status)).not.toContain('secret-row-value');
  });
});
