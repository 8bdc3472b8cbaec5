'use server';

import { isoSteps } from '@/lib/catalog/iso-setup';
import { memberActionOnObject } from '@/lib/actions/member-action';
import { stepDoneMessage } from '@/lib/domain/iso-setup';
import { isoStepCompletionSchema } from '@/lib/schemas/iso-setup';
import { completeIsoStep } from '@/lib/workspace/frameworks';

/** A step's Continue or Start: stores the ISO 27001 setup step as done (members and admins), version-checked. */
export const completeIsoStepAction = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: isoStepCompletionSchema,
  invalid: { message: 'This step cannot be completed. Reload the page and try again.' },
  work: async (member, { stepId, version }) => {
    const saved = await completeIsoStep(member, stepId, version);
    const name = isoSteps.find((step) => step.id === stepId)?.name ?? 'The step';
    return { record: { stepId, version: saved.version }, message: stepDoneMessage({ name }) };
  },
  revalidate: () => ['/manage/iso27001Setup', '/manage/frameworks', '/manage'],
});
