'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { auditRow } from '@/lib/domain/audit-display';
import { can } from '@/lib/domain/permissions';
import { auditScheduleSchema, type Audit } from '@/lib/schemas/audit';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { scheduleAudit as storeAudit } from '@/lib/workspace/audits';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';

/** Schedule an audit: validates the form again, stores it as Scheduled (result Pending) and answers it as listed. */
export async function scheduleAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = auditScheduleSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = auditRow(await storeAudit(member, parsed.data));
    return { record, message: `Audit "${record.name}" scheduled for ${record.startDate}.` };
  });
  if (state.status === 'success') revalidatePath('/manage/audits');
  return state;
}
