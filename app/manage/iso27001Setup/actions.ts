'use server';

import { isoSteps } from '@/lib/catalog/iso-setup';
import { memberActionOnObject } from '@/lib/actions/member-action';
import { stepAssignedMessage, stepDoneMessage, stepStartedMessage } from '@/lib/domain/frameworks/iso-setup';
import { isoStepAssignmentSchema, isoStepCompletionSchema } from '@/lib/schemas/frameworks/iso-setup';
import { assignIsoStep, completeIsoStep, startIsoStep } from '@/lib/workspace/frameworks';

const nameOf = (stepId: string) => ({ name: isoSteps.find((step) => step.id === stepId)?.name ?? 'The step' });
const revalidate = () => ['/manage/iso27001Setup', '/manage/frameworks', '/manage'];

/** A step's Mark as done, once confirmed: stores the ISO 27001 setup step as done (members and admins), version-checked. */
export const completeIsoStepAction = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: isoStepCompletionSchema,
  invalid: { message: 'This step cannot be completed. Reload the page and try again.' },
  work: async (member, { stepId, version }) => {
    const saved = await completeIsoStep(member, stepId, version);
    return { record: { stepId, version: saved.version }, message: stepDoneMessage(nameOf(stepId)) };
  },
  revalidate,
});

/** A step's Start: stores it as in progress, not done (members and admins), version-checked. */
export const startIsoStepAction = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: isoStepCompletionSchema,
  invalid: { message: 'This step cannot be started. Reload the page and try again.' },
  work: async (member, { stepId, version }) => {
    const saved = await startIsoStep(member, stepId, version);
    return { record: { stepId, version: saved.version }, message: stepStartedMessage(nameOf(stepId)) };
  },
  revalidate,
});

/** A step's Assign: stores the member of the organization chosen for it (members and admins), version-checked. */
export const assignIsoStepAction = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: isoStepAssignmentSchema,
  invalid: { message: 'Choose a member of your team.' },
  work: async (member, { stepId, memberId, version }) => {
    const saved = await assignIsoStep(member, stepId, memberId, version);
    const assignee = saved.assignments.find((assignment) => assignment.id === stepId)?.name ?? 'the member chosen';
    return { record: { stepId, version: saved.version }, message: stepAssignedMessage(nameOf(stepId), assignee) };
  },
  revalidate,
});
