// The large organization's reports as Reports makes them: the request, then the report job that generates it. The
// Statement of Applicability (Excel), a quick report (PDF) and an auditor package (zip) over the last twelve months.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ReportRecord } from '@/lib/schemas/reports/records';
import type { Member } from '@/lib/workspace/member';
import {
  drainReportJobs,
  requestFrameworkPackage,
  requestQuickReport,
  requestStatementOfApplicability,
  yearBefore,
} from '@/lib/workspace/reports';

type Measure = <T>(work: () => Promise<T>) => Promise<T>;

/** Times the request and its job, then answers the stored file's size; a report that was not made fails the run. */
async function generated(measure: Measure, request: () => Promise<ReportRecord>) {
  const record = await measure(async () => {
    const requested = await request();
    await drainReportJobs();
    return requested;
  });
  const db = await getDb();
  const [made] = await db
    .select({ status: reports.status, sizeBytes: reports.sizeBytes, failureReason: reports.failureReason })
    .from(reports)
    .where(eq(reports.id, record.id));
  if (made?.status !== 'generated') throw new Error(`The report ${record.name} was not made: ${made?.failureReason ?? made?.status}`);
  return { sizeBytes: made.sizeBytes };
}

export const statementOfApplicabilityJob = (admin: Member, measure: Measure) =>
  generated(measure, () => requestStatementOfApplicability(admin, 'excel'));

export const quickReportJob = (admin: Member, measure: Measure) => generated(measure, () => requestQuickReport(admin, 'compliance-status'));

export function auditorPackageJob(admin: Member, measure: Measure) {
  const today = dayOf(new Date());
  return generated(measure, () => requestFrameworkPackage(admin, { framework: 'soc2', startDate: yearBefore(today), endDate: today }));
}
