'use server';

import { memberAction, type Revalidation } from '@/lib/actions/member-action';
import type { Action } from '@/lib/domain/permissions';
import { policyRow } from '@/lib/domain/policies/display';
import { policyStatusLabels } from '@/lib/schemas/policies/records';
import { createPolicy as storePolicy, createPolicyFromTemplate } from '@/lib/workspace/policies';
import {
  approvePolicy,
  archivePolicy,
  commentOnPolicy,
  deletePolicy,
  renewPolicy,
  returnPolicy,
  submitPolicy,
  updatePolicy,
} from '@/lib/workspace/policies';
import type { Member } from '@/lib/workspace/member';
import { mailAcceptanceLinks } from '@/lib/workspace/notifications';
import {
  policyCommentSchema,
  policyCreateSchema,
  policyEditSchema,
  policyReturnSchema,
  policyStepSchema,
  policyTemplateSchema,
  type PolicyRecord,
  type PolicyStepResult,
} from '@/lib/schemas/policies/records';

const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;

/** The screens that show a policy: the list, its page and its editor, and the dashboard. */
function refresh(id?: string): Revalidation[] {
  const own = id ? [`/manage/policies/${id}`, `/manage/policies/${id}/edit`] : [];
  return ['/manage/policies', ...own, '/manage'];
}

const stepResult = (record: PolicyRecord): PolicyStepResult => ({
  id: record.id,
  name: record.name,
  status: policyStatusLabels[record.status],
  deleted: false,
});
const refreshStep = (record: PolicyStepResult) => refresh(record.deleted ? undefined : record.id);
/** Approval, renewal, archiving and deletion change which policies a published trust page lists. */

/** Create a policy: validates the form again, stores the draft and answers it as the library lists it. */
export const createPolicy = memberAction({
  permission: 'records.edit',
  schema: policyCreateSchema,
  work: async (member, input) => {
    const record = policyRow(await storePolicy(member, input), new Date());
    return { record, message: `Policy "${record.name}" created as a draft.` };
  },
  revalidate: () => refresh(),
});

/** Use Template: a draft from the template, filled with the organization's name; the card then opens its editor. */
export const startFromTemplate = memberAction({
  write: createPolicyFromTemplate,
  schema: policyTemplateSchema,
  invalid: { message: 'Choose one of the templates.' },
  work: async (member, input) => {
    const record = await createPolicyFromTemplate(member, input.templateId);
    return { record: stepResult(record), message: `Policy "${record.name}" created as a draft from its template.` };
  },
  revalidate: refreshStep,
});

/** The editor's Save: a draft keeps its version; an approved or expired policy starts its next version as a Draft. */
export const savePolicy = memberAction({
  permission: 'records.edit',
  schema: policyEditSchema,
  arrays: ['frameworks'],
  work: async (member, input) => {
    const record = await updatePolicy(member, input);
    return { record: stepResult(record), message: `Policy "${record.name}" ${record.versionLabel} saved as a draft.` };
  },
  revalidate: refreshStep,
});

type Step = (member: Member, id: string, version: number) => Promise<PolicyRecord>;

/** A confirmed lifecycle step on one policy, by the id and version the screen read. */
function lifecycleStep(permission: Action, step: Step, message: (name: string) => string) {
  return memberAction({
    permission,
    schema: policyStepSchema,
    invalid: RELOAD,
    work: async (member, input) => {
      const record = await step(member, input.id, input.version);
      return { record: stepResult(record), message: message(record.name) };
    },
    revalidate: refreshStep,
  });
}

/** Submit: Draft → Under Review. */
export const submitPolicyAction = lifecycleStep('records.edit', submitPolicy, (name) => `Policy "${name}" submitted for review.`);

/**
 * Approve, then mail the people without a login their acceptance links. The approval stands whatever happens to
 * the letters: one not written now goes out with the next scheduled reminders.
 */
async function approveAndMailLinks(member: Member, id: string, version: number): Promise<PolicyRecord> {
  const record = await approvePolicy(member, id, version);
  await mailAcceptanceLinks(member, record.id).catch((error: unknown) =>
    console.error(`The acceptance links of policy ${record.id} could not be mailed: ${(error as Error).message}`),
  );
  return record;
}

/** Approve (administrators): Under Review → Approved, its text kept as this version, and its links mailed. */
export const approvePolicyAction = lifecycleStep('policies.approve', approveAndMailLinks, (name) => `Policy "${name}" approved.`);

/** Renew: an expired policy starts a review of the same text. */
export const renewPolicyAction = lifecycleStep('records.edit', renewPolicy, (name) => `Policy "${name}" is under review for renewal.`);

/** Archive: an approved or expired policy leaves the list, keeping its history. */
export const archivePolicyAction = lifecycleStep('records.edit', archivePolicy, (name) => `Policy "${name}" archived.`);

/** Delete (administrators): only a draft. */
export const deletePolicyAction = memberAction({
  permission: 'records.delete',
  schema: policyStepSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const deleted = await deletePolicy(member, input.id, input.version);
    return {
      record: { id: deleted.id, name: deleted.name, status: 'Deleted', deleted: true },
      message: `Draft "${deleted.name}" deleted.`,
    };
  },
  revalidate: refreshStep,
});

/** Return with comments (administrators): Under Review → Draft, the comment saying what to change. */
export const returnPolicyAction = memberAction({
  permission: 'policies.approve',
  schema: policyReturnSchema,
  work: async (member, input) => {
    const record = await returnPolicy(member, input.id, input.version, input.comment);
    return { record: stepResult(record), message: `Policy "${record.name}" returned to Draft with your comment.` };
  },
  revalidate: refreshStep,
});

/** A comment on a policy under review (members and administrators). */
export const commentOnPolicyAction = memberAction({
  permission: 'records.edit',
  schema: policyCommentSchema,
  work: async (member, input) => {
    const commented = await commentOnPolicy(member, input.id, input.version, input.body);
    return {
      record: { id: commented.id, name: commented.name, status: policyStatusLabels.review, deleted: false },
      message: 'Comment added.',
    };
  },
  revalidate: refreshStep,
});
