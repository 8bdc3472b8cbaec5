'use server';

import { memberAction } from '@/lib/actions/member-action';
import { bulkOutcomeMessage } from '@/lib/domain/audit-requests/evidence-review';
import { auditHref } from '@/lib/domain/audits/actions';
import { bulkSubmitSchema, itemCommentSchema } from '@/lib/schemas/audit-requests/evidence-reviews';
import { commentOnRequestItem, submitAuditRequests } from '@/lib/workspace/audit-requests';

export const bulkSubmitAction = memberAction({
  write: submitAuditRequests,
  schema: bulkSubmitSchema,
  arrays: ['requestIds'],
  work: async (member, input) => {
    const outcome = await submitAuditRequests(member, input);
    return { record: { auditId: input.auditId, ...outcome }, message: bulkOutcomeMessage(outcome, 'submitted') };
  },
  revalidate: (record) => [auditHref(record.auditId), '/manage/tasks'],
});

export const commentItemAction = memberAction({
  write: commentOnRequestItem,
  schema: itemCommentSchema,
  work: async (member, input) => {
    const record = await commentOnRequestItem(member, input);
    return { record, message: `Comment added on ${record.evidenceName}.` };
  },
  revalidate: (record) => [auditHref(record.auditId), `${auditHref(record.auditId)}/requests/${record.id}`, '/manage/tasks'],
});
