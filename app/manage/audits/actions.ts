'use server';

import type { z } from 'zod';
import { memberAction } from '@/lib/actions/member-action';
import { auditHref } from '@/lib/domain/audits/actions';
import { auditRow } from '@/lib/domain/audits/display';
import { reportRow } from '@/lib/domain/reports/display';
import { recordVersionSchema } from '@/lib/schemas/common';
import {
  auditCancelSchema,
  auditEditSchema,
  auditRescheduleSchema,
  auditScheduleSchema,
  type Audit,
  type AuditRecord,
} from '@/lib/schemas/audits/records';
import { scheduleAudit as storeAudit } from '@/lib/workspace/audits';
import { cancelAudit as storeCancel, editAudit as storeEdit, rescheduleAudit as storeReschedule } from '@/lib/workspace/audits';
import type { Member } from '@/lib/workspace/member';
import { requestAuditPackage } from '@/lib/workspace/reports';

/** One audit form (members and admins): `store` answers the audit, listed as the screens show it. */
function auditForm<S extends z.ZodType>(
  schema: S,
  store: (member: Member, input: z.output<S>) => Promise<AuditRecord>,
  message: (record: Audit) => string,
) {
  return memberAction({
    permission: 'records.edit',
    schema,
    work: async (member, input) => {
      const record = auditRow(await store(member, input));
      return { record, message: message(record) };
    },
    // The list, the audit's own page, and the dashboard's Days to Next Audit.
    revalidate: (record) => ['/manage/audits', auditHref(record.id), '/manage'],
  });
}

/** Schedule an audit: validates the form again, stores it as Scheduled (result Pending) and answers it as listed. */
export const scheduleAudit = auditForm(
  auditScheduleSchema,
  storeAudit,
  (record) => `Audit "${record.name}" scheduled for ${record.startDate}.`,
);

/** Edit Audit: its fields, status and result, refused when someone changed it since it was read. */
export const editAudit = auditForm(auditEditSchema, storeEdit, (record) => `Audit "${record.name}" saved.`);

/** Reschedule Audit: new dates, with an optional note for its history. */
export const rescheduleAudit = auditForm(
  auditRescheduleSchema,
  storeReschedule,
  (record) => `Audit "${record.name}" rescheduled to ${record.startDate}.`,
);

/** Cancel Audit: with its reason; the audit stays in the history as Cancelled. */
export const cancelAudit = auditForm(auditCancelSchema, storeCancel, (record) => `Audit "${record.name}" cancelled.`);

/** Prepare auditor package: a ZIP of the audit's framework over its dates, built as a report job. */
export const prepareAuditPackage = memberAction({
  write: requestAuditPackage,
  schema: recordVersionSchema.pick({ id: true }),
  work: async (member, input) => {
    const record = reportRow(await requestAuditPackage(member, input.id), new Date());
    return { record, message: `"${record.name}" is being prepared. It is listed here and in Reports.` };
  },
  revalidate: (_record, input) => [auditHref(input.id), '/manage/reports'],
});
