'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { evidenceRow, uploadMessage } from '@/lib/domain/evidence-display';
import { checkUploadFiles } from '@/lib/domain/upload';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { createEvidence } from '@/lib/workspace/evidence';
import { evidenceUploadSchema, type Evidence } from '@/lib/schemas/evidence';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

/**
 * Upload evidence: checks the fields and every file again (type, 10MB each, count), then records the item as
 * pending review with its files' names and sizes, and answers it as the library lists it.
 */
export async function uploadEvidence(_previous: FormState<Evidence>, formData: FormData): Promise<FormState<Evidence>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = evidenceUploadSchema.safeParse(formValues(formData));
  const files = formData.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');
  const fileMessages = checkUploadFiles(files.map((file) => ({ name: file.name, size: file.size })));

  if (!parsed.success || fileMessages.length > 0) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (fileMessages.length > 0) fieldErrors.files = fileMessages.join(' ');
    return { status: 'error', fieldErrors };
  }

  const listed = files.map((file) => ({ name: file.name, size: file.size }));
  const state = await formResult(async () => {
    const record = evidenceRow(await createEvidence(member, parsed.data, listed));
    return { record, message: uploadMessage(record.name, listed) };
  });
  if (state.status === 'success') revalidatePath('/manage/evidence');
  return state;
}
