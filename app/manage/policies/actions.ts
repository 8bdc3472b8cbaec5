'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { policyRow } from '@/lib/domain/policy-display';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { createPolicy as storePolicy } from '@/lib/workspace/policies';
import { policyCreateSchema, type Policy } from '@/lib/schemas/policy';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

/** Create a policy: validates the form again, stores the draft and answers it as the library lists it. */
export async function createPolicy(_previous: FormState<Policy>, formData: FormData): Promise<FormState<Policy>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = policyCreateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = policyRow(await storePolicy(member, parsed.data), new Date());
    return { record, message: `Policy "${record.name}" created as a draft.` };
  });
  if (state.status === 'success') revalidatePath('/manage/policies');
  return state;
}
