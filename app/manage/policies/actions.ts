'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { can, type Action } from '@/lib/domain/permissions';
import { policyRow } from '@/lib/domain/policy-display';
import { policyStatusLabels } from '@/lib/schemas/policy';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import { createPolicy as storePolicy, createPolicyFromTemplate } from '@/lib/workspace/policies';
import { approvePolicy, archivePolicy, commentOnPolicy, deletePolicy, renewPolicy, returnPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies-lifecycle';
import {
  policyCommentSchema,
  policyCreateSchema,
  policyEditSchema,
  policyReturnSchema,
  policyStepSchema,
  policyTemplateSchema,
  type Policy,
  type PolicyRecord,
  type PolicyStepResult,
} from '@/lib/schemas/policy';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

const RELOAD = 'Reload the page and try again.';

/** The screens that show a policy: the list, its page and its editor, and the dashboard. */
function refresh(id?: string) {
  revalidatePath('/manage/policies');
  if (id) {
    revalidatePath(`/manage/policies/${id}`);
    revalidatePath(`/manage/policies/${id}/edit`);
  }
  revalidatePath('/manage');
}

const stepResult = (record: PolicyRecord): PolicyStepResult => ({ id: record.id, name: record.name, status: policyStatusLabels[record.status], deleted: false });

/** Create a policy: validates the form again, stores the draft and answers it as the library lists it. */
export async function createPolicy(_previous: FormState<Policy>, formData: FormData): Promise<FormState<Policy>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = policyCreateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = policyRow(await storePolicy(member, parsed.data), new Date());
    return { record, message: `Policy "${record.name}" created as a draft.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Use Template: a draft from the template, filled with the organization's name; the card then opens its editor. */
export async function startFromTemplate(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = policyTemplateSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'Choose one of the templates.' };
  const state = await formResult(async () => {
    const record = await createPolicyFromTemplate(member, parsed.data.templateId);
    return { record: stepResult(record), message: `Policy "${record.name}" created as a draft from its template.` };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/** The editor's Save: a draft keeps its version; an approved or expired policy starts its next version as a Draft. */
export async function savePolicy(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = policyEditSchema.safeParse(formValues(formData, ['frameworks']));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await updatePolicy(member, parsed.data);
    return { record: stepResult(record), message: `Policy "${record.name}" ${record.versionLabel} saved as a draft.` };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

type Step = (member: Awaited<ReturnType<typeof requireMember>>, id: string, version: number) => Promise<PolicyRecord>;

/** A confirmed lifecycle step on one policy: the role first, then the id and version read, then the step itself. */
async function runStep(formData: FormData, action: Action, step: Step, message: (name: string) => string): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, action)) return refusedForRole();
  const parsed = policyStepSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: {}, formError: RELOAD };
  const state = await formResult(async () => {
    const record = await step(member, parsed.data.id, parsed.data.version);
    return { record: stepResult(record), message: message(record.name) };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/** Submit: Draft → Under Review. */
export async function submitPolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  return runStep(formData, 'records.edit', submitPolicy, (name) => `Policy "${name}" submitted for review.`);
}

/** Approve (administrators): Under Review → Approved, its text kept as this version. */
export async function approvePolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  return runStep(formData, 'policies.approve', approvePolicy, (name) => `Policy "${name}" approved.`);
}

/** Renew: an expired policy starts a review of the same text. */
export async function renewPolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  return runStep(formData, 'records.edit', renewPolicy, (name) => `Policy "${name}" is under review for renewal.`);
}

/** Archive: an approved or expired policy leaves the list, keeping its history. */
export async function archivePolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  return runStep(formData, 'records.edit', archivePolicy, (name) => `Policy "${name}" archived.`);
}

/** Delete (administrators): only a draft. */
export async function deletePolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.delete')) return refusedForRole();
  const parsed = policyStepSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: {}, formError: RELOAD };
  const state = await formResult(async () => {
    const deleted = await deletePolicy(member, parsed.data.id, parsed.data.version);
    return { record: { id: deleted.id, name: deleted.name, status: 'Deleted', deleted: true }, message: `Draft "${deleted.name}" deleted.` };
  });
  if (state.status === 'success') refresh();
  return state;
}

/** Return with comments (administrators): Under Review → Draft, the comment saying what to change. */
export async function returnPolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, 'policies.approve')) return refusedForRole();
  const parsed = policyReturnSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const record = await returnPolicy(member, parsed.data.id, parsed.data.version, parsed.data.comment);
    return { record: stepResult(record), message: `Policy "${record.name}" returned to Draft with your comment.` };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/** A comment on a policy under review (members and administrators). */
export async function commentOnPolicyAction(_previous: FormState<PolicyStepResult>, formData: FormData): Promise<FormState<PolicyStepResult>> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = policyCommentSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const commented = await commentOnPolicy(member, parsed.data.id, parsed.data.version, parsed.data.body);
    return { record: { id: commented.id, name: commented.name, status: policyStatusLabels.review, deleted: false }, message: 'Comment added.' };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}
