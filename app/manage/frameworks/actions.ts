'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { addFrameworkSchema } from '@/lib/schemas/framework';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { removeFramework as removeFromOrganization } from '@/lib/workspace/frameworks';

/**
 * Remove on a followed framework's card, once confirmed (members and admins): the framework leaves the
 * organization's list; its control states stay. The form carries the card's directory id.
 */
export async function removeFramework(_previous: FormState<{ frameworkId: string }>, formData: FormData): Promise<FormState<{ frameworkId: string }>> {
  const member = await requireMember();
  if (!can(member.role, 'frameworks.remove')) return refusedForRole();
  const parsed = addFrameworkSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'This framework cannot be removed. Reload the page and try again.' };
  const { frameworkId } = parsed.data;
  return formResult(async () => {
    const name = await removeFromOrganization(member, frameworkId);
    revalidatePath('/manage/frameworks');
    revalidatePath('/manage');
    revalidatePath('/manage/addFrameworks');
    return { record: { frameworkId }, message: `${name} was removed from your frameworks. Its control states are kept.` };
  });
}
