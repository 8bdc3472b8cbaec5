'use server';

import { memberAction } from '@/lib/actions/member-action';
import { checklistKindLabels, checklistStartSchema, checklistTickSchema, type Checklist } from '@/lib/schemas/checklists/records';
import { startChecklist, tickChecklistStep } from '@/lib/workspace/checklists';

/** The person's page shows the change; a finished checklist joins the evidence list. */
const refresh = (checklist: Checklist) => [`/manage/people/${checklist.personId}`, '/manage/evidence'];

const RELOAD = 'Reload the page and try again.';

export const startChecklistAction = memberAction({
  write: startChecklist,
  schema: checklistStartSchema,
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => {
    const record = await startChecklist(member, input);
    return { record, message: `The ${checklistKindLabels[record.kind].toLowerCase()} checklist started.` };
  },
  revalidate: refresh,
});

export const tickChecklistStepAction = memberAction({
  write: tickChecklistStep,
  schema: checklistTickSchema,
  invalid: { message: RELOAD, fields: false },
  work: async (member, input) => {
    const record = await tickChecklistStep(member, input);
    const message = record.finishedAt
      ? `The ${checklistKindLabels[record.kind].toLowerCase()} checklist is finished and filed as evidence.`
      : `${input.done ? 'Ticked' : 'Unticked'} "${record.steps[input.step]?.title ?? 'the step'}".`;
    return { record, message };
  },
  revalidate: refresh,
});
