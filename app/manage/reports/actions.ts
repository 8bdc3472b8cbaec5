'use server';

import { randomUUID } from 'node:crypto';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { refusedForRole } from '@/lib/workspace/form-result';
import { reportGenerateSchema, type Report } from '@/lib/schemas/report';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { newReport } from '@/lib/domain/new-records';

/** Generate a report: validates the form again and answers the new report, listed as Generating. */
export async function generateReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  if (!can((await requireMember()).role, 'records.edit')) return refusedForRole();
  const parsed = reportGenerateSchema.safeParse(formValues(formData, ['frameworks']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const record = newReport(randomUUID(), parsed.data);
  return { status: 'success', record, message: `Report "${record.name}" is being generated.` };
}
