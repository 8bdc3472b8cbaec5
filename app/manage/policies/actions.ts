'use server';

import { randomUUID } from 'node:crypto';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { refusedForRole } from '@/lib/workspace/form-result';
import { policyCreateSchema, type Policy } from '@/lib/schemas/policy';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { newPolicy } from '@/lib/domain/new-records';

/** Create a policy: validates the form again and answers the new draft. */
export async function createPolicy(_previous: FormState<Policy>, formData: FormData): Promise<FormState<Policy>> {
  if (!can((await requireMember()).role, 'records.edit')) return refusedForRole();
  const parsed = policyCreateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const record = newPolicy(randomUUID(), parsed.data);
  return { status: 'success', record, message: `Policy "${record.name}" created as a draft.` };
}
