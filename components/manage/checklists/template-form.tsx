'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import {
  checklistKindLabels,
  checklistTemplateFormSchema,
  MAX_CHECKLIST_STEPS,
  MAX_DEADLINE_HOURS,
  MAX_STEP_TITLE_LENGTH,
  MIN_DEADLINE_HOURS,
  type ChecklistTemplate,
} from '@/lib/schemas/checklists/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(checklistTemplateFormSchema);

/** Edit a checklist template (admins): its steps, one a line, and for offboarding the deadline in hours. */
export function TemplateForm({ template, action }: { template: ChecklistTemplate; action: FormAction<ChecklistTemplate> }) {
  const router = useRouter();
  const label = checklistKindLabels[template.kind];
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`${label} template`}>
      <input type="hidden" name="kind" value={template.kind} />
      <input type="hidden" name="version" value={template.version} />
      <TextareaField
        label={`${label} steps`}
        name="steps"
        rows={Math.min(12, Math.max(5, template.steps.length + 2))}
        defaultValue={template.steps.join('\n')}
        hint={`One step a line, in order: up to ${MAX_CHECKLIST_STEPS} steps of up to ${MAX_STEP_TITLE_LENGTH} characters.${
          template.kind === 'offboarding' ? ' Give each system its own "Access removed" step.' : ''
        }`}
        error={errors.steps}
      />
      {template.kind === 'offboarding' && (
        <TextField
          label="Deadline (hours)"
          name="deadlineHours"
          type="number"
          min={MIN_DEADLINE_HOURS}
          max={MAX_DEADLINE_HOURS}
          step={1}
          defaultValue={template.deadlineHours}
          hint="Counted from the end of the person's last day (midnight UTC)."
          error={errors.deadlineHours}
        />
      )}
      <FormError message={formError ?? errors.kind ?? errors.version} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : `Save ${label.toLowerCase()} checklist`}
      </Button>
    </form>
  );
}
