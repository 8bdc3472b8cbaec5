'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { addFrameworkSchema } from '@/lib/schemas/framework';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { addFrameworks } from '@/lib/workspace/frameworks';

/** Add Framework: a card's framework joins the organization as In Progress (members and admins). */
export async function addFramework(_previous: FormState<{ frameworkId: string }>, formData: FormData): Promise<FormState<{ frameworkId: string }>> {
  const member = await requireMember();
  if (!can(member.role, 'frameworks.manage')) return refusedForRole();
  const parsed = addFrameworkSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'This framework cannot be added. Reload the page and try again.' };
  const { frameworkId } = parsed.data;
  return formResult(async () => {
    const [added] = await addFrameworks(member, [frameworkId]);
    revalidatePath('/manage/frameworks');
    revalidatePath('/manage');
    revalidatePath('/manage/addFrameworks');
    return {
      record: { frameworkId },
      message: added ? `${added} was added to your frameworks. Continue its setup from Frameworks.` : 'Your organization already follows this framework.',
    };
  });
}
