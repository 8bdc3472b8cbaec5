'use server';

import { randomUUID } from 'node:crypto';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { refusedForRole } from '@/lib/workspace/form-result';
import { auditScheduleSchema, type Audit } from '@/lib/schemas/audit';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { newAudit } from '@/lib/domain/new-records';

/** Schedule an audit: validates the form again and answers the new scheduled audit. */
export async function scheduleAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  if (!can((await requireMember()).role, 'records.edit')) return refusedForRole();
  const parsed = auditScheduleSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const record = newAudit(randomUUID(), parsed.data);
  return { status: 'success', record, message: `Audit "${record.name}" scheduled for ${record.startDate}.` };
}
