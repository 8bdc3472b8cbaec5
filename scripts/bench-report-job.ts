// tsx --conditions=react-server scripts/bench-report-job.ts pdf|package: makes one report file of the large
// organization (npm run seed:large) in this process and prints one JSON line: how long the job took, the file's
// size and the process's peak memory. Run by `npm run bench` in a process of its own, so the peak is the job's.
import { eq } from 'drizzle-orm';
import { getOpenDb } from '@/lib/db/client';
import { reports, users } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { LARGE_ORGANIZATION } from '@/lib/seed/large-organization';
import { frameworkCodes } from '@/lib/schemas/frameworks/codes';
import { currentMembership } from '@/lib/workspace/organization';
import { drainReportJobs } from '@/lib/workspace/reports';
import { requestFrameworkPackage, yearBefore } from '@/lib/workspace/reports';
import { createReport } from '@/lib/workspace/reports';
import { stop } from './embedded-data-folder';

const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;

async function main() {
  const kind = process.argv[2];
  if (kind !== 'pdf' && kind !== 'package') stop('Usage: bench-report-job.ts pdf|package');
  const { db, close } = await getOpenDb();
  try {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email));
    const admin = account && (await currentMembership(`embedded:${account.id}`));
    if (!admin) stop('The large organization is not in this database: run npm run seed:large first.');
    const today = dayOf(new Date());
    const period = { startDate: yearBefore(today), endDate: today };
    const baselineBytes = peakRssBytes();
    const started = performance.now();
    const record =
      kind === 'pdf'
        ? await createReport(admin, {
            name: 'Benchmark audit report',
            type: 'audit',
            frameworks: [...frameworkCodes],
            ...period,
            format: 'pdf',
            notes: '',
          })
        : await requestFrameworkPackage(admin, { framework: 'soc2', ...period });
    await drainReportJobs();
    const ms = performance.now() - started;
    const [made] = await db
      .select({ status: reports.status, sizeBytes: reports.sizeBytes, failureReason: reports.failureReason })
      .from(reports)
      .where(eq(reports.id, record.id));
    if (made?.status !== 'generated') stop(`The ${kind} job did not finish: ${made?.failureReason ?? made?.status}`);
    console.log(
      JSON.stringify({
        kind,
        ms: Math.round(ms),
        sizeBytes: made.sizeBytes,
        peakRssBytes: peakRssBytes(),
        baselineRssBytes: baselineBytes,
      }),
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) =>
  stop(`The benchmark job failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
);
