'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { answersOf, activateHipaa as checkConfirmation, hipaaMessages } from '@/lib/domain/hipaa-wizard';
import { can } from '@/lib/domain/permissions';
import { fieldErrorsOf, type FormState } from '@/lib/schemas/form-state';
import { hipaaActivationSchema, type HipaaSetup } from '@/lib/schemas/hipaa-wizard';
import { activateHipaa } from '@/lib/workspace/framework-setup';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';

/**
 * Activate HIPAA: checks the wizard's answers and the confirmation, stores the answers and makes HIPAA Active
 * for the organization (members and admins). An already active HIPAA gets its answers updated.
 */
export async function activateHipaaAction(input: unknown): Promise<FormState<HipaaSetup>> {
  const member = await requireMember();
  if (!can(member.role, 'frameworks.manage')) return refusedForRole();
  const parsed = hipaaActivationSchema.safeParse(input);
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'Some answers are not valid. Check each step and try again.' };
  const { choices, version } = parsed.data;
  const confirmation = checkConfirmation(choices);
  if (!confirmation.ok) return { status: 'error', fieldErrors: { 'choices.confirmed': confirmation.message }, formError: confirmation.message };
  return formResult(async () => {
    const saved = await activateHipaa(member, answersOf(choices), version);
    revalidatePath('/manage/hipaaActivate');
    revalidatePath('/manage/frameworks');
    revalidatePath('/manage');
    revalidatePath('/manage/policies');
    return { record: { status: saved.status, answers: saved.answers, version: saved.version }, message: saved.wasActive ? hipaaMessages.updated : hipaaMessages.activated };
  });
}
