'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { reportRow } from '@/lib/domain/report-display';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { createReport } from '@/lib/workspace/reports';
import { reportGenerateSchema, type Report } from '@/lib/schemas/report';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

/** Generate a report: validates the form again, stores the request and answers the report, listed as Generating. */
export async function generateReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = reportGenerateSchema.safeParse(formValues(formData, ['frameworks']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = reportRow(await createReport(member, parsed.data), new Date());
    return { record, message: `Report "${record.name}" is being generated.` };
  });
  if (state.status === 'success') revalidatePath('/manage/reports');
  return state;
}
