'use server';

import { z } from 'zod';
import { memberAction } from '@/lib/actions/member-action';
import { confirmProposal, dismissProposal, proposalPath } from '@/lib/workspace/assistant';

const RELOAD = 'Reload the page and try again.';
const decisionSchema = z.object({
  id: z.uuid({ error: RELOAD }),
  targetVersion: z.coerce.number({ error: RELOAD }).int(RELOAD).min(0, RELOAD),
});

/** Confirm: the draft's ordinary write; the browser then opens the record it wrote. */
export const confirmDraftAction = memberAction({
  permission: 'records.edit',
  schema: decisionSchema,
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => ({
    record: { href: (await confirmProposal(member, input.id, input.targetVersion)).href },
    message: 'Confirmed. The record drafted by the assistant is saved.',
  }),
  // Any screen may show what a confirmed draft wrote (a policy, an answer, a review, the dashboard).
  revalidate: () => [{ path: '/manage', type: 'layout' }],
});

/** Dismiss: the draft is set aside and nothing is written. */
export const dismissDraftAction = memberAction({
  permission: 'records.edit',
  schema: decisionSchema.pick({ id: true }),
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => {
    await dismissProposal(member, input.id);
    return { record: { href: proposalPath(input.id) }, message: 'Dismissed. Nothing was changed.' };
  },
  revalidate: (_record, input) => [proposalPath(input.id)],
});
