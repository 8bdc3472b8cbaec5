'use server';

import { memberAction } from '@/lib/actions/member-action';
import { checklistKindLabels, checklistTemplateFormSchema } from '@/lib/schemas/checklists/records';
import { saveChecklistTemplate } from '@/lib/workspace/checklists';

export const saveChecklistTemplateAction = memberAction({
  write: saveChecklistTemplate,
  schema: checklistTemplateFormSchema,
  work: async (member, input) => {
    const record = await saveChecklistTemplate(member, input);
    return { record, message: `The ${checklistKindLabels[record.kind].toLowerCase()} checklist was saved.` };
  },
  revalidate: () => ['/manage/people/checklists'],
});
