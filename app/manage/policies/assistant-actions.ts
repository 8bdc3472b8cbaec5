'use server';

import { memberAction } from '@/lib/actions/member-action';
import { policyTemplateSchema } from '@/lib/schemas/policies/records';
import { draftPolicy, proposalPath } from '@/lib/workspace/assistant';

/** Draft with the assistant on a template card: the drafted policy waits on its page for the member's decision. */
export const draftPolicyAction = memberAction({
  permission: 'records.edit',
  schema: policyTemplateSchema,
  invalid: { message: 'Reload the page and try again.', fields: false },
  work: async (member, input) => {
    const draft = await draftPolicy(member, input.templateId);
    return { record: { href: proposalPath(draft.id) }, message: 'The assistant drafted the policy. Read it before you confirm it.' };
  },
  revalidate: (record) => [record.href],
});
