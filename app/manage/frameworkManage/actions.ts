'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { controlSavedMessage } from '@/lib/domain/controls';
import { can } from '@/lib/domain/permissions';
import { controlIdSchema, type ControlEditResult } from '@/lib/schemas/control';
import { controlStateEditSchema } from '@/lib/schemas/control-state';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { controlName, setControlState } from '@/lib/workspace/controls';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';

/**
 * Saves a control's state, reason, owner and note (members and admins). The form carries the version it read:
 * a stale one is refused with the reload message and changes nothing. A control counts for every requirement it
 * maps to, so every screen that shows a framework's progress is refreshed.
 */
export async function editControl(_previous: FormState<ControlEditResult>, formData: FormData): Promise<FormState<ControlEditResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const values = formValues(formData);
  const target = controlIdSchema.safeParse(values);
  const edit = controlStateEditSchema.safeParse(values);
  if (!target.success || !edit.success) {
    return {
      status: 'error',
      fieldErrors: { ...(target.success ? {} : fieldErrorsOf(target.error)), ...(edit.success ? {} : fieldErrorsOf(edit.error)) },
    };
  }
  const state = await formResult(async () => {
    const saved = await setControlState(member, target.data.controlId, edit.data);
    return { record: { controlId: saved.controlId, state: saved.state, version: saved.version }, message: controlSavedMessage(saved.controlId, controlName(saved.controlId) ?? '', saved.state) };
  });
  if (state.status === 'success') {
    revalidatePath('/manage/frameworkManage');
    revalidatePath('/manage/frameworks');
    // The dashboard, reports and audits show progress and the compliance score too.
    revalidatePath('/manage', 'layout');
  }
  return state;
}
