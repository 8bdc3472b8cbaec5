'use server';

import { randomUUID } from 'node:crypto';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { refusedForRole } from '@/lib/workspace/form-result';
import { evidenceUploadSchema, type Evidence } from '@/lib/schemas/evidence';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { checkUploadFiles } from '@/lib/domain/upload';
import { describeFiles, newEvidence } from '@/lib/domain/new-records';

/** Upload evidence: checks the fields and every file again (type, 10MB each, count), then answers the new record. */
export async function uploadEvidence(_previous: FormState<Evidence>, formData: FormData): Promise<FormState<Evidence>> {
  if (!can((await requireMember()).role, 'records.edit')) return refusedForRole();
  const parsed = evidenceUploadSchema.safeParse(formValues(formData));
  const files = formData.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');
  const fileMessages = checkUploadFiles(files.map((file) => ({ name: file.name, size: file.size })));

  if (!parsed.success || fileMessages.length > 0) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (fileMessages.length > 0) fieldErrors.files = fileMessages.join(' ');
    return { status: 'error', fieldErrors };
  }

  const stored = files.map((file) => ({ name: file.name, size: file.size }));
  const record = newEvidence(randomUUID(), parsed.data, stored, new Date());
  return { status: 'success', record, message: `Evidence "${record.name}" uploaded (${describeFiles(stored)}). It is now pending review.` };
}
