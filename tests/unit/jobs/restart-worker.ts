// A server's job side in a process of its own, for tests/unit/jobs/restart.test.ts (run with
// `tsx --conditions=react-server`, on DATA_DIR or DATABASE_URL):
//   seed            creates an organization and one Generating report, prints {"reportId": …} and exits;
//   stall <id>      starts jobs, sends the report's job and takes it, claiming the row as a worker that never ends
//                   (prints "taken" once it holds it): the test kills it there, mid-run;
//   serve <id>      starts jobs as a server does and prints the report's row once it is no longer Generating.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, getOpenDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { send, startJobs, stopJobs, work } from '@/lib/jobs';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { startOrganization } from '@/lib/workspace/organization';
import { createReport, reportQueue, startReportJobs } from '@/lib/workspace/reports';

async function seed(): Promise<void> {
  const subject = `embedded:${randomUUID()}`;
  const admin = await startOrganization('Restart Org', { subject, email: `${randomUUID()}@example.com`, displayName: 'Restarter' });
  await addFrameworks(admin, ['soc2']);
  const report = await createReport(admin, {
    name: 'Cut short',
    type: 'executive',
    frameworks: ['soc2'],
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    format: 'pdf',
    notes: '',
  });
  console.log(JSON.stringify({ reportId: report.id }));
}

async function stall(reportId: string): Promise<void> {
  await startJobs();
  await work<{ reportId: string }>('report-file', async ({ data }) => {
    if (!(await reportQueue.claim(data.reportId, 'stalled-worker'))) throw new Error('The report could not be claimed.');
    console.log('taken');
    await new Promise(() => {});
  });
  await send('report-file', { reportId }, { key: reportId });
}

async function serve(reportId: string): Promise<void> {
  await startJobs();
  await startReportJobs();
  const db = await getDb();
  for (;;) {
    const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
    if (row?.status !== 'generating') {
      console.log(JSON.stringify({ status: row?.status, attempts: row?.attempts, claimedBy: row?.claimedBy }));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopJobs(5_000);
}

async function main(): Promise<void> {
  const [mode, reportId = ''] = process.argv.slice(2);
  if (mode === 'seed') await seed();
  else if (mode === 'stall') return stall(reportId);
  else if (mode === 'serve') await serve(reportId);
  else throw new Error(`Unknown mode ${mode}`);
  await (await getOpenDb()).close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
