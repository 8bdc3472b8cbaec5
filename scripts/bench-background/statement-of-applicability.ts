// The Statement of Applicability of the large organization, as Reports generates it: the request, then its job.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import { drainReportJobs, requestStatementOfApplicability } from '@/lib/workspace/reports';

export async function statementOfApplicabilityJob(admin: Member, measure: <T>(work: () => Promise<T>) => Promise<T>) {
  const record = await measure(async () => {
    const requested = await requestStatementOfApplicability(admin, 'excel');
    await drainReportJobs();
    return requested;
  });
  const db = await getDb();
  const [made] = await db
    .select({ status: reports.status, sizeBytes: reports.sizeBytes, failureReason: reports.failureReason })
    .from(reports)
    .where(eq(reports.id, record.id));
  if (made?.status !== 'generated') throw new Error(`The Statement of Applicability was not made: ${made?.failureReason ?? made?.status}`);
  return { sizeBytes: made.sizeBytes };
}
