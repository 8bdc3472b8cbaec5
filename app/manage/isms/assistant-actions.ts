'use server';

import { z } from 'zod';
import { memberAction } from '@/lib/actions/member-action';
import { draftCorrectiveAction, proposalPath } from '@/lib/workspace/assistant';

const RELOAD = 'Reload the page and try again.';

/** Draft with the assistant on a nonconformity: its drafted cause and action wait on the draft's page. */
export const draftCorrectiveActionAction = memberAction({
  permission: 'records.edit',
  schema: z.object({ id: z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD) }),
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => {
    const draft = await draftCorrectiveAction(member, input.id);
    return {
      record: { href: proposalPath(draft.id) },
      message: 'The assistant drafted the corrective action. Read it before you confirm it.',
    };
  },
  revalidate: (record) => [record.href],
});
