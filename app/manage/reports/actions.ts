'use server';

import { revalidatePath } from 'next/cache';
import type { z as zod } from 'zod';
import { z } from '@/lib/schemas/zod';
import { requireMember } from '@/lib/dal';
import { can, type Action } from '@/lib/domain/permissions';
import { reportRow } from '@/lib/domain/report-display';
import { auditorPackageSchema, reportChangeSchema, reportGenerateSchema, type Report, type ReportRecord } from '@/lib/schemas/report';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { quickReports } from '@/lib/catalog/quick-reports';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import type { Member } from '@/lib/workspace/member';
import { cancelReport as storeCancel, deleteReport as storeDelete, retryReport as storeRetry } from '@/lib/workspace/report-changes';
import { requestFrameworkPackage, requestQuickReport } from '@/lib/workspace/report-requests';
import { createReport } from '@/lib/workspace/reports';

/**
 * One reports form's server side: the member (refused unless the role allows `action`), the form checked again
 * with `schema`, then `store` inside formResult (refusals become the form's message) and the screen refreshed.
 */
async function runReportForm<Schema extends zod.ZodType>(
  formData: FormData,
  action: Action,
  schema: Schema,
  store: (member: Member, input: zod.infer<Schema>) => Promise<ReportRecord>,
  message: (record: Report, input: zod.infer<Schema>) => string,
  arrays: readonly string[] = [],
): Promise<FormState<Report>> {
  const member = await requireMember();
  if (!can(member.role, action)) return refusedForRole();
  const parsed = schema.safeParse(formValues(formData, arrays));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = reportRow(await store(member, parsed.data), new Date());
    return { record, message: message(record, parsed.data) };
  });
  if (state.status === 'success') revalidatePath('/manage/reports');
  return state;
}

/** Generate Report: validates the form again, stores the request and answers the report, listed as Generating. */
export async function generateReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(formData, 'records.edit', reportGenerateSchema, createReport, (record) => `Report "${record.name}" is being generated.`, ['frameworks']);
}

const quickReportSchema = z.object({ quickReport: z.enum(quickReports.map((report) => report.id), { error: 'Choose one of the quick reports.' }) });

/** A Quick Reports card's Generate: its report over the organization's frameworks, with the card's estimated time. */
export async function generateQuickReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(
    formData,
    'records.edit',
    quickReportSchema,
    (member, input) => requestQuickReport(member, input.quickReport),
    (_record, input) => {
      const quick = quickReports.find((report) => report.id === input.quickReport);
      return `Generating the ${quick?.name} report. It takes about ${quick?.minutes} minutes.`;
    },
  );
}

/** Prepare auditor package from Reports: a framework and a period. */
export async function prepareAuditorPackage(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(formData, 'records.edit', auditorPackageSchema, requestFrameworkPackage, (record) => `"${record.name}" is being prepared.`);
}

/** Cancel a report still Generating. */
export async function cancelReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(formData, 'records.edit', reportChangeSchema, storeCancel, (record) => `Report "${record.name}" was cancelled.`);
}

/** Retry a failed or cancelled report. */
export async function retryReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(formData, 'records.edit', reportChangeSchema, storeRetry, (record) => `Report "${record.name}" is being generated again.`);
}

/** Delete a report and its file (admins). */
export async function deleteReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  return runReportForm(
    formData,
    'records.delete',
    reportChangeSchema,
    storeDelete,
    (record) => `Report "${record.name}" was deleted.`,
  );
}
