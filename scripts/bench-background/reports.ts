// The large organization's reports as Reports makes them: the request, then the report job that generates it. The
// Statement of Applicability (Excel), an audit report over every framework (PDF) and a SOC 2 auditor package (zip),
// both over the last twelve months.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ReportRecord } from '@/lib/schemas/reports/records';
import type { Member } from '@/lib/workspace/member';
import { frameworkCodes } from '@/lib/schemas/frameworks/codes';
import {
  createReport,
  drainReportJobs,
  requestFrameworkPackage,
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

/** The twelve months up to today. */
export function lastYear() {
  const today = dayOf(new Date());
  return { startDate: yearBefore(today), endDate: today };
}

export const auditReportJob = (admin: Member, measure: Measure) =>
  generated(measure, () =>
    createReport(admin, { name: 'Audit report', type: 'audit', frameworks: [...frameworkCodes], ...lastYear(), format: 'pdf', notes: '' }),
  );

export const auditorPackageJob = (admin: Member, measure: Measure) =>
  generated(measure, () => requestFrameworkPackage(admin, { framework: 'soc2', ...lastYear() }));
