'use server';

import { memberAction } from '@/lib/actions/member-action';
import { requestFindingStateLabels } from '@/lib/domain/audit-requests/finding-rules';
import { auditHref } from '@/lib/domain/audits/actions';
import { requestFindingPlanSchema, requestFindingRaiseSchema, requestFindingStepSchema } from '@/lib/schemas/audit-requests/findings';
import { planRequestFinding, raiseRequestFinding, stepRequestFinding } from '@/lib/workspace/audit-requests';

/** The audit's page and My tasks show what a finding's change changes. */
const findingPages = (record: { auditId: string }) => [auditHref(record.auditId), '/manage/tasks'];

export const raiseFindingAction = memberAction({
  write: raiseRequestFinding,
  schema: requestFindingRaiseSchema,
  work: async (member, input) => ({ record: await raiseRequestFinding(member, input), message: `Finding ${input.title} raised.` }),
  revalidate: findingPages,
});

export const planFindingAction = memberAction({
  write: planRequestFinding,
  schema: requestFindingPlanSchema,
  work: async (member, input) => ({ record: await planRequestFinding(member, input), message: 'Corrective action planned.' }),
  revalidate: findingPages,
});

export const stepFindingAction = memberAction({
  write: stepRequestFinding,
  schema: requestFindingStepSchema,
  work: async (member, input) => {
    const record = await stepRequestFinding(member, input);
    return { record, message: `Finding ${record.title} is ${requestFindingStateLabels[record.state].toLowerCase()}.` };
  },
  revalidate: findingPages,
});
