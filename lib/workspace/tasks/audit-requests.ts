import 'server-only';
import { ownedOpenRequests } from '../audit-requests';
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
