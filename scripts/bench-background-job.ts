// tsx --conditions=react-server scripts/bench-background-job.ts checks|questionnaire|soa|report|auditor-package|access-review|letters|backup: runs one
// background job of the large organization (npm run seed:large) in this process and prints one JSON line: how long
// the job took, the process's peak memory and what the job made. Run by `npm run bench -- --large` in a process of
// its own, so the peak is the job's. `checks` reads the stand-ins BENCH_STAND_INS names (scripts/bench-stand-ins.ts).
import { eq } from 'drizzle-orm';
import { getOpenDb, type OpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { LARGE_ORGANIZATION } from '@/lib/seed/large-organization';
import { currentMembership } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { accessReviewCampaign } from './bench-background/access-review';
import { dailyBackup } from './bench-background/backup';
import { dailyCheckRun } from './bench-background/daily-checks';
import { letterSweeps } from './bench-background/letters';
import { answerQuestionnaire } from './bench-background/questionnaire';
import { auditReportJob, auditorPackageJob, statementOfApplicabilityJob } from './bench-background/reports';
import { stop } from './embedded-data-folder';

const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;
type Measure = <T>(work: () => Promise<T>) => Promise<T>;

const jobs: Record<string, (admin: Member, measure: Measure, open: OpenDb) => Promise<Record<string, unknown>>> = {
  checks: dailyCheckRun,
  questionnaire: (admin, measure) => answerQuestionnaire(admin, 500, measure),
  soa: statementOfApplicabilityJob,
  report: auditReportJob,
  'auditor-package': auditorPackageJob,
  'access-review': (admin, measure) => accessReviewCampaign(admin, 5000, measure),
  letters: (_admin, measure) => letterSweeps(measure),
  backup: (_admin, measure, open) => dailyBackup(open, measure),
};

async function main() {
  const kind = process.argv[2] ?? '';
  const job = jobs[kind];
  if (!job) stop(`Usage: bench-background-job.ts ${Object.keys(jobs).join('|')}`);
  const open = await getOpenDb();
  const { db, close } = open;
  try {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email));
    const admin = account && (await currentMembership(`embedded:${account.id}`));
    if (!admin) stop('The large organization is not in this database: run npm run seed:large first.');
    const baselineRssBytes = peakRssBytes();
    let ms = 0;
    // Only the job itself is timed: connecting the stand-ins or reading back what it made is not.
    const measure: Measure = async (work) => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        ms = performance.now() - started;
      }
    };
    const made = await job(admin, measure, open);
    console.log(JSON.stringify({ kind, ms: Math.round(ms), peakRssBytes: peakRssBytes(), baselineRssBytes, ...made }));
  } finally {
    await close();
  }
}

main().then(
  // A letter queued may have started the mail sender; the job is over.
  () => process.exit(0),
  (error: unknown) => stop(`The benchmark job failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
);
