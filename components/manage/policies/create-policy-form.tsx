'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { policyCreateSchema, reviewFrequencies, type Policy } from '@/lib/schemas/policies/records';
import { frameworkCodes, frameworkOptions } from '@/lib/schemas/frameworks/codes';
import { formValidator } from '@/lib/schemas/form-state';

const frequencyOptions = reviewFrequencies.map((months) => ({ value: months, label: `${months} months` }));

const validate = formValidator(policyCreateSchema);

/** The Create New Policy form: name, description, primary framework, owner, review frequency. */
export function CreatePolicyForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<Policy>;
  onCreated: (record: Policy) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Policy name" name="name" required error={errors.name} />
      <TextareaField label="Description" name="description" optional rows={3} error={errors.description} />
      <SelectField
        label="Primary framework"
        name="framework"
        required
        placeholder="Select a framework"
        options={frameworkOptions(frameworkCodes)}
        error={errors.framework}
      />
      <TextField label="Policy owner" name="owner" required error={errors.owner} />
      <SelectField
        label="Review frequency"
        name="reviewFrequency"
        required
        defaultValue="12"
        options={frequencyOptions}
        error={errors.reviewFrequency}
      />
      <FormError message={formError} />
      <FormActions label="Create Policy" pendingLabel="Creating…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
