'use server';

import { memberAction } from '@/lib/actions/member-action';
import {
  issueBulkAssignSchema,
  issueBulkPrioritySchema,
  issueCloseSchema,
  issueCreateSchema,
  issueEditSchema,
} from '@/lib/schemas/ccpa-issues/records';
import { assignCcpaIssues, closeCcpaIssue, createCcpaIssue, setCcpaIssuesPriority, updateCcpaIssue } from '@/lib/workspace/ccpa-issues';

/** The screens that show issues: the list, and the dashboard's Open Issues. */
const refresh = () => ['/manage/ccpa-issues', '/manage'];

function issueCount(count: number): string {
  return count === 1 ? '1 issue' : `${count} issues`;
}

/** New Issue: stores an open issue with the next CCPA-YYYY-NNN of the organization. */
export const createIssue = memberAction({
  write: createCcpaIssue,
  schema: issueCreateSchema,
  work: async (member, input) => {
    const record = await createCcpaIssue(member, input);
    return { record, message: `Issue ${record.reference} created.` };
  },
  revalidate: refresh,
});

/** Edit Issue: the fields and the status, refused when someone changed the issue since it was read. */
export const updateIssue = memberAction({
  write: updateCcpaIssue,
  schema: issueEditSchema,
  work: async (member, input) => {
    const record = await updateCcpaIssue(member, input);
    return { record, message: `Issue ${record.reference} saved.` };
  },
  revalidate: refresh,
});

/** Close Issue: it leaves the default list (the status filter still shows it). */
export const closeIssue = memberAction({
  write: closeCcpaIssue,
  schema: issueCloseSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    const record = await closeCcpaIssue(member, input.id, input.version);
    return { record, message: `Issue ${record.reference} closed.` };
  },
  revalidate: refresh,
});

/** Bulk Assignment: the selected issues to one member of the team, or to nobody. */
export const bulkAssignIssues = memberAction({
  write: assignCcpaIssues,
  schema: issueBulkAssignSchema,
  arrays: ['ids'],
  work: async (member, input) => {
    const record = await assignCcpaIssues(member, input.ids, input.assigneeMemberId);
    return {
      record,
      message: input.assigneeMemberId ? `Assigned ${issueCount(record.count)}.` : `Unassigned ${issueCount(record.count)}.`,
    };
  },
  revalidate: refresh,
});

/** Priority Update: one priority for the selected issues. */
export const bulkSetPriority = memberAction({
  write: setCcpaIssuesPriority,
  schema: issueBulkPrioritySchema,
  arrays: ['ids'],
  work: async (member, input) => {
    const record = await setCcpaIssuesPriority(member, input.ids, input.priority);
    return { record, message: `Updated the priority of ${issueCount(record.count)}.` };
  },
  revalidate: refresh,
});
