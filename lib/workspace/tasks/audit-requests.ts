import 'server-only';
import { requestFindingStateLabels } from '@/lib/domain/audit-requests/finding-rules';
import { ownedFlaggedEvidence, ownedItemComments, ownedOpenFindings, ownedOpenRequests } from '../audit-requests';
import type { TaskSource } from './source';

/** An audit request the member owns that waits on them: open, returned by the reviewer with a comment, or newly commented on by the auditor. */
export const auditRequestTasks: TaskSource = {
  kind: 'audit-request',
  permission: 'records.edit',
  read: async (member) =>
    (await ownedOpenRequests(member)).map((request) => ({
      kind: 'audit-request',
      recordId: request.id,
      title: `Answer the request ${request.reference}`,
      detail: `${request.auditorCommented ? 'The auditor commented' : request.status === 'returned' ? 'Returned with a comment' : 'Open'}: audit ${request.auditName}`,
      href: `/manage/audits/${request.auditId}/requests/${request.id}`,
      dueOn: request.dueOn,
    })),
};

/** A finding of an external audit the member owns, until it is closed. */
export const auditFindingTasks: TaskSource = {
  kind: 'audit-finding',
  permission: 'records.edit',
  read: async (member) =>
    (await ownedOpenFindings(member)).map((finding) => ({
      kind: 'audit-finding',
      recordId: finding.id,
      title: `Remedy the finding ${finding.title}`,
      detail: `${requestFindingStateLabels[finding.state]}: audit ${finding.auditName}`,
      href: `/manage/audits/${finding.auditId}#findings`,
      dueOn: finding.dueOn,
    })),
};

/** An evidence item the auditor flagged, for the one who uploaded it (or the request's owner), until replaced or cleared. */
export const auditEvidenceFlagTasks: TaskSource = {
  kind: 'audit-evidence-flag',
  permission: 'records.edit',
  read: async (member) =>
    (await ownedFlaggedEvidence(member)).map((item) => ({
      kind: 'audit-evidence-flag',
      recordId: `${item.requestId}:${item.evidenceId}`,
      title: `Replace the evidence ${item.evidenceName} of the request ${item.reference}`,
      detail: `Flagged by the auditor: ${item.comment}`,
      href: `/manage/audits/${item.auditId}/requests/${item.requestId}`,
      dueOn: item.dueOn,
    })),
};

/** An evidence item the auditor commented on, for the one who uploaded it (or the request's owner), until the team answers in its thread. */
export const auditItemCommentTasks: TaskSource = {
  kind: 'audit-item-comment',
  permission: 'records.edit',
  read: async (member) =>
    (await ownedItemComments(member)).map((item) => ({
      kind: 'audit-item-comment',
      recordId: `${item.requestId}:${item.evidenceId}`,
      title: `Answer the auditor on the evidence ${item.evidenceName} of the request ${item.reference}`,
      detail: `The auditor commented: ${item.body}`,
      href: `/manage/audits/${item.auditId}/requests/${item.requestId}`,
      dueOn: item.dueOn,
    })),
};
