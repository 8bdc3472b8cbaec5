'use server';

import { revalidatePath } from 'next/cache';
import { isoSteps } from '@/lib/catalog/iso-setup';
import { requireMember } from '@/lib/dal';
import { stepDoneMessage } from '@/lib/domain/iso-setup';
import { can } from '@/lib/domain/permissions';
import { fieldErrorsOf, type FormState } from '@/lib/schemas/form-state';
import { isoStepCompletionSchema } from '@/lib/schemas/iso-setup';
import { completeIsoStep } from '@/lib/workspace/framework-setup';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';

/** A step's Continue or Start: stores the ISO 27001 setup step as done (members and admins), version-checked. */
export async function completeIsoStepAction(input: unknown): Promise<FormState<{ stepId: string; version: number }>> {
  const member = await requireMember();
  if (!can(member.role, 'frameworks.manage')) return refusedForRole();
  const parsed = isoStepCompletionSchema.safeParse(input);
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'This step cannot be completed. Reload the page and try again.' };
  const { stepId, version } = parsed.data;
  return formResult(async () => {
    const saved = await completeIsoStep(member, stepId, version);
    revalidatePath('/manage/iso27001Setup');
    revalidatePath('/manage/frameworks');
    revalidatePath('/manage');
    const name = isoSteps.find((step) => step.id === stepId)?.name ?? 'The step';
    return { record: { stepId, version: saved.version }, message: stepDoneMessage({ name }) };
  });
}
