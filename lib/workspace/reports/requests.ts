import 'server-only';
import { quickReports } from '@/lib/catalog/quick-reports';
import { auditPackagePeriod } from '@/lib/domain/reports/auditor-package-period';
import { dayOf } from '@/lib/domain/calendar-days';
import { frameworkCodes, frameworkLabels } from '@/lib/schemas/frameworks/codes';
import type { AuditorPackageRequest, ReportRecord } from '@/lib/schemas/reports/records';
import { getAudit } from '../audits';
import { listOrganizationFrameworks } from '../frameworks';
import { WorkspaceError, type Member } from '../member';
import { requestReport } from './library';
import { guardedWrite } from '../guarded-write';

export const NO_FRAMEWORKS_MESSAGE = 'Add a framework first: a quick report covers the frameworks your organization follows.';

/** The same day a year before `today` (YYYY-MM-DD); 29 February falls back to the 28th. */
export function yearBefore(today: string): string {
  const day = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return day.endsWith('-02-29') ? day.replace(/29$/, '28') : day;
}

/**
 * A Quick Reports card's report (records.edit): its type over every framework the organization follows that
 * reports cover, for the twelve months up to today, as a PDF. Unknown cards and organizations following none of
 * those frameworks are refused (invalid).
 */
export const requestQuickReport = guardedWrite(
  'records.edit',
  async (member: Member, quickReportId: string, now: Date = new Date()): Promise<ReportRecord> => {
    const quick = quickReports.find((report) => report.id === quickReportId);
    if (!quick) throw new WorkspaceError('invalid', 'Choose one of the quick reports.');
    const followed = new Set((await listOrganizationFrameworks(member)).map((framework) => framework.frameworkId));
    const frameworks = frameworkCodes.filter((code) => followed.has(code));
    if (frameworks.length === 0) throw new WorkspaceError('invalid', NO_FRAMEWORKS_MESSAGE);
    const today = dayOf(now);
    const name = `${quick.name} ${today}`;
    return requestReport(
      member,
      { name, type: quick.type, frameworks, startOn: yearBefore(today), endOn: today, format: 'pdf', notes: quick.description },
      `Requested the quick report ${name}`,
    );
  },
);

/**
 * Prepare auditor package from an audit of the organization (404 otherwise): its framework over its observation
 * period when it has one, else over its fieldwork dates.
 */
export const requestAuditPackage = guardedWrite('records.edit', async (member: Member, auditId: string): Promise<ReportRecord> => {
  const audit = await getAudit(member, auditId);
  const name = `Auditor package: ${audit.name}`;
  const period = auditPackagePeriod(audit);
  const covered = period.kind === 'observation' ? 'observation period' : 'audit dates';
  return requestReport(
    member,
    {
      name,
      type: 'auditor-package',
      frameworks: [audit.framework],
      startOn: period.startOn,
      endOn: period.endOn,
      format: 'zip',
      auditId: audit.id,
    },
    `Requested the ${name} (${covered} ${period.startOn} to ${period.endOn})`,
  );
});

/** Prepare auditor package from Reports: one framework over a period. */
export async function requestFrameworkPackage(member: Member, input: AuditorPackageRequest): Promise<ReportRecord> {
  const name = `Auditor package: ${frameworkLabels[input.framework]} ${input.startDate} to ${input.endDate}`;
  return requestReport(
    member,
    { name, type: 'auditor-package', frameworks: [input.framework], startOn: input.startDate, endOn: input.endDate, format: 'zip' },
    `Requested the ${name}`,
  );
}
