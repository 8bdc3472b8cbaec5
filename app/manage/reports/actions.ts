'use server';

import type { z as zod } from 'zod';
import { z } from '@/lib/schemas/zod';
import { memberAction } from '@/lib/actions/member-action';
import type { Action } from '@/lib/domain/permissions';
import { reportRow } from '@/lib/domain/reports/display';
import {
  auditorPackageSchema,
  reportChangeSchema,
  reportGenerateSchema,
  type Report,
  type ReportRecord,
} from '@/lib/schemas/reports/records';
import { quickReports } from '@/lib/catalog/quick-reports';
import type { Member } from '@/lib/workspace/member';
import { cancelReport as storeCancel, deleteReport as storeDelete, retryReport as storeRetry } from '@/lib/workspace/reports';
import { requestFrameworkPackage, requestQuickReport } from '@/lib/workspace/reports';
import { createReport } from '@/lib/workspace/reports';

/** One reports form: `store` answers the report, listed as the Reports screen shows it. */
function reportForm<S extends zod.ZodType>(
  permission: Action,
  schema: S,
  store: (member: Member, input: zod.output<S>) => Promise<ReportRecord>,
  message: (record: Report, input: zod.output<S>) => string,
  arrays: readonly string[] = [],
) {
  return memberAction({
    permission,
    schema,
    arrays,
    work: async (member, input) => {
      const record = reportRow(await store(member, input), new Date());
      return { record, message: message(record, input) };
    },
    revalidate: () => ['/manage/reports'],
  });
}

/** Generate Report: validates the form again, stores the request and answers the report, listed as Generating. */
export const generateReport = reportForm(
  'records.edit',
  reportGenerateSchema,
  createReport,
  (record) => `Report "${record.name}" is being generated.`,
  ['frameworks'],
);

const quickReportSchema = z.object({
  quickReport: z.enum(
    quickReports.map((report) => report.id),
    { error: 'Choose one of the quick reports.' },
  ),
});

/** A Quick Reports card's Generate: its report over the organization's frameworks, with the card's estimated time. */
export const generateQuickReport = reportForm(
  'records.edit',
  quickReportSchema,
  (member, input) => requestQuickReport(member, input.quickReport),
  (_record, input) => {
    const quick = quickReports.find((report) => report.id === input.quickReport);
    return `Generating the ${quick?.name} report. It takes about ${quick?.minutes} minutes.`;
  },
);

/** Prepare auditor package from Reports: a framework and a period. */
export const prepareAuditorPackage = reportForm(
  'records.edit',
  auditorPackageSchema,
  requestFrameworkPackage,
  (record) => `"${record.name}" is being prepared.`,
);

/** Cancel a report still Generating. */
export const cancelReport = reportForm(
  'records.edit',
  reportChangeSchema,
  storeCancel,
  (record) => `Report "${record.name}" was cancelled.`,
);

/** Retry a failed or cancelled report. */
export const retryReport = reportForm(
  'records.edit',
  reportChangeSchema,
  storeRetry,
  (record) => `Report "${record.name}" is being generated again.`,
);

/** Delete a report and its file (admins). */
export const deleteReport = reportForm(
  'records.delete',
  reportChangeSchema,
  storeDelete,
  (record) => `Report "${record.name}" was deleted.`,
);
