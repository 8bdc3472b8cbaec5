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
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { auditGuestInviteSchema, auditGuestWithdrawSchema } from '@/lib/schemas/audit-guests/records';
import { inviteAuditGuest, withdrawAuditGuest } from '@/lib/workspace/audit-guests';

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

/**
 * Invite Auditor (admins): the auditor becomes a guest of this one audit once they accept the letter's link, signed
 * up or signed in with the invited address (DATA_DIR/outbox without a mail server).
 */
export const inviteAuditor = memberAction({
  write: inviteAuditGuest,
  schema: auditGuestInviteSchema,
  work: async (member, input) => {
    const { guest, auditName, token } = await inviteAuditGuest(member, input);
    const link = new URL(`/auditor-invitations/${token}`, env().SITE_URL);
    await sendMail({
      kind: 'auditor-invitation',
      to: guest.email,
      subject: `${member.organizationName} invites you to audit ${auditName}`,
      body: `${member.displayName} invited ${guest.name} (${guest.firm}) to see the audit ${auditName} of ${member.organizationName} as its auditor, read-only.\nOpen this link within 7 days to accept (it works once); two-factor authentication is required:\n${link.href}`,
      link: link.href,
      organizationId: member.organizationId,
    });
    return { record: { id: guest.id }, message: `Invitation sent to ${guest.email}.` };
  },
  revalidate: (_record, input) => [auditHref(input.auditId)],
});

/** Withdraw (admins): the guest's link stops working and their next request is refused. */
export const withdrawAuditor = memberAction({
  write: withdrawAuditGuest,
  schema: auditGuestWithdrawSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    await withdrawAuditGuest(member, input.auditId, input.guestId);
    return { record: { id: input.guestId }, message: 'The auditor’s access was withdrawn.' };
  },
  revalidate: (_record, input) => [auditHref(input.auditId)],
});
