'use server';

import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { requireMember } from '@/lib/dal';
import { auditHref } from '@/lib/domain/audit-actions';
import { auditRow } from '@/lib/domain/audit-display';
import { reportRow } from '@/lib/domain/report-display';
import { recordVersionSchema } from '@/lib/schemas/common';
import type { Report } from '@/lib/schemas/report';
import { can } from '@/lib/domain/permissions';
import { auditCancelSchema, auditEditSchema, auditRescheduleSchema, auditScheduleSchema, type Audit, type AuditRecord } from '@/lib/schemas/audit';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { scheduleAudit as storeAudit } from '@/lib/workspace/audits';
import { cancelAudit as storeCancel, editAudit as storeEdit, rescheduleAudit as storeReschedule } from '@/lib/workspace/audits-changes';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import type { Member } from '@/lib/workspace/member';
import { requestAuditPackage } from '@/lib/workspace/report-requests';

/** The screens that show an audit: the list, its own page, and the dashboard's Days to Next Audit. */
function refresh(id?: string) {
  revalidatePath('/manage/audits');
  if (id) revalidatePath(auditHref(id));
  revalidatePath('/manage');
}

/**
 * One audit form's server side: the member (members and admins only), the form checked again with `schema`, then
 * `store` inside formResult (refusals become the form's message) and, on success, the pages refreshed.
 */
async function runAuditForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  store: (member: Member, input: z.infer<Schema>) => Promise<AuditRecord>,
  message: (record: Audit) => string,
): Promise<FormState<Audit>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = schema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = auditRow(await store(member, parsed.data));
    return { record, message: message(record) };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/** Schedule an audit: validates the form again, stores it as Scheduled (result Pending) and answers it as listed. */
export async function scheduleAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  return runAuditForm(formData, auditScheduleSchema, storeAudit, (record) => `Audit "${record.name}" scheduled for ${record.startDate}.`);
}

/** Edit Audit: its fields, status and result, refused when someone changed it since it was read. */
export async function editAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  return runAuditForm(formData, auditEditSchema, storeEdit, (record) => `Audit "${record.name}" saved.`);
}

/** Reschedule Audit: new dates, with an optional note for its history. */
export async function rescheduleAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  return runAuditForm(formData, auditRescheduleSchema, storeReschedule, (record) => `Audit "${record.name}" rescheduled to ${record.startDate}.`);
}

/** Cancel Audit: with its reason; the audit stays in the history as Cancelled. */
export async function cancelAudit(_previous: FormState<Audit>, formData: FormData): Promise<FormState<Audit>> {
  return runAuditForm(formData, auditCancelSchema, storeCancel, (record) => `Audit "${record.name}" cancelled.`);
}

/** Prepare auditor package: a ZIP of the audit's framework over its dates, built as a report job. */
export async function prepareAuditPackage(_previous: FormState<Report>, formData: FormData): Promise<FormState<Report>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = recordVersionSchema.pick({ id: true }).safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = reportRow(await requestAuditPackage(member, parsed.data.id), new Date());
    return { record, message: `"${record.name}" is being prepared. It is listed here and in Reports.` };
  });
  if (state.status === 'success') {
    revalidatePath(auditHref(parsed.data.id));
    revalidatePath('/manage/reports');
  }
  return state;
}
