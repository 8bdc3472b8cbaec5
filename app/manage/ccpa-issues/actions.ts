'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import {
  issueBulkAssignSchema,
  issueBulkPrioritySchema,
  issueCloseSchema,
  issueCreateSchema,
  issueEditSchema,
  type Issue,
  type IssueBulkResult,
} from '@/lib/schemas/issue';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { assignCcpaIssues, closeCcpaIssue, createCcpaIssue, setCcpaIssuesPriority, updateCcpaIssue } from '@/lib/workspace/ccpa-issues';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';

/** The screens that show issues: the list, and the dashboard's Open Issues. */
function refresh() {
  revalidatePath('/manage/ccpa-issues');
  revalidatePath('/manage');
}

function issueCount(count: number): string {
  return count === 1 ? '1 issue' : `${count} issues`;
}

/** New Issue: stores an open issue with the next CCPA-YYYY-NNN of the organization. */
export async function createIssue(_previous: FormState<Issue>, formData: FormData): Promise<FormState<Issue>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = issueCreateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await createCcpaIssue(member, parsed.data);
    return { record, message: `Issue ${record.reference} created.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Edit Issue: the fields and the status, refused when someone changed the issue since it was read. */
export async function updateIssue(_previous: FormState<Issue>, formData: FormData): Promise<FormState<Issue>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = issueEditSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await updateCcpaIssue(member, parsed.data);
    return { record, message: `Issue ${record.reference} saved.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Close Issue: it leaves the default list (the status filter still shows it). */
export async function closeIssue(_previous: FormState<Issue>, formData: FormData): Promise<FormState<Issue>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = issueCloseSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: {}, formError: 'Reload the page and try again.' };
  const state = await formResult(async () => {
    const record = await closeCcpaIssue(member, parsed.data.id, parsed.data.version);
    return { record, message: `Issue ${record.reference} closed.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Bulk Assignment: the selected issues to one member of the team, or to nobody. */
export async function bulkAssignIssues(_previous: FormState<IssueBulkResult>, formData: FormData): Promise<FormState<IssueBulkResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = issueBulkAssignSchema.safeParse(formValues(formData, ['ids']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await assignCcpaIssues(member, parsed.data.ids, parsed.data.assigneeMemberId);
    return { record, message: parsed.data.assigneeMemberId ? `Assigned ${issueCount(record.count)}.` : `Unassigned ${issueCount(record.count)}.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Priority Update: one priority for the selected issues. */
export async function bulkSetPriority(_previous: FormState<IssueBulkResult>, formData: FormData): Promise<FormState<IssueBulkResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = issueBulkPrioritySchema.safeParse(formValues(formData, ['ids']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await setCcpaIssuesPriority(member, parsed.data.ids, parsed.data.priority);
    return { record, message: `Updated the priority of ${issueCount(record.count)}.` };
  });
  if (state.status === 'success') refresh();
  return state;
}
