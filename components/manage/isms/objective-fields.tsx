'use client';

import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { objectiveStatusLabels } from '@/lib/domain/isms/rules';
import type { FieldErrors } from '@/lib/schemas/form-state';
import { objectiveProgresses, type IsmsObjective } from '@/lib/schemas/isms/records';

export type MemberChoice = { id: string; name: string };

/** A team member select; '' is nobody. */
export function OwnerField({
  team,
  value,
  error,
  label = 'Owner',
}: {
  team: readonly MemberChoice[];
  value?: string | null;
  error?: string;
  label?: string;
}) {
  return (
    <SelectField
      label={label}
      name="ownerMemberId"
      optional
      placeholder="No owner"
      options={team.map((choice) => ({ value: choice.id, label: choice.name }))}
      defaultValue={value ?? ''}
      error={error}
    />
  );
}

/** The fields of Add objective and Edit objective. */
export function ObjectiveFields({
  objective,
  team,
  errors,
}: {
  objective?: IsmsObjective;
  team: readonly MemberChoice[];
  errors: FieldErrors;
}) {
  return (
    <>
      <TextField label="Objective" name="title" required defaultValue={objective?.title} error={errors.title} />
      <TextField
        label="Measure and target"
        name="measure"
        required
        defaultValue={objective?.measure}
        error={errors.measure}
        hint="How you will know it is met, for example: 100% of staff accounts use MFA."
      />
      <OwnerField team={team} value={objective?.ownerMemberId} error={errors.ownerMemberId} />
      <TextField
        label="Target date"
        name="targetDate"
        type="date"
        required
        defaultValue={objective?.targetDate}
        error={errors.targetDate}
      />
      <SelectField
        label="Progress"
        name="progress"
        options={objectiveProgresses.map((value) => ({ value, label: objectiveStatusLabels[value] }))}
        defaultValue={objective?.progress ?? 'on-track'}
        error={errors.progress}
      />
      <TextareaField label="Notes" name="notes" rows={2} optional defaultValue={objective?.notes} error={errors.notes} />
    </>
  );
}
