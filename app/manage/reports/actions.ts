'use server';

import { randomUUID } from 'node:crypto';
import { verifySession } from '@/lib/dal';
import { reportGenerateSchema, type Report } from '@/lib/schemas/report';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { newReport } from '@/lib/domain/new-records';

/** Generate a report: validates the form again and answers the new report, listed as Generating. */
export async function generateReport(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  await verifySession();
  const parsed = reportGenerateSchema.safeParse(formValues(formData, ['frameworks']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const record = newReport(randomUUID(), parsed.data);
  return { status: 'success', record, message: `Report "${record.name}" is being generated.` };
}
