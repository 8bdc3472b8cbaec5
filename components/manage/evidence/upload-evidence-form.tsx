'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { evidenceTypeLabels, evidenceTypes, evidenceUploadSchema, type Evidence } from '@/lib/schemas/evidence/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { fieldErrorsOf, formValues, type FieldErrors } from '@/lib/schemas/form-state';
import { CollectedOnField } from './collected-on-field';
import { chosenFilesMessage, EvidenceFilesField, uploadFailed } from './evidence-files-field';

export const evidenceTypeOptions = evidenceTypes.map((type) => ({ value: type, label: evidenceTypeLabels[type] }));

/** The browser-side check: the same schema and file rules the server applies (it also reads each file's bytes). */
function validate(formData: FormData): FieldErrors | null {
  const parsed = evidenceUploadSchema.safeParse(formValues(formData));
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const fileMessage = chosenFilesMessage(formData);
  if (fileMessage) errors.files = fileMessage;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Today in the person's own calendar (YYYY-MM-DD): the upload's default day collected. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The upload form inside the modal: name, framework, type, optional description, the day collected (today unless
 * changed), optional expiry date, files. It is mounted when the modal opens, so today is the browser's.
 */
export function UploadEvidenceForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<Evidence>;
  onCreated: (record: Evidence) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated, failureMessage: uploadFailed });
  const today = localToday();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Evidence name" name="name" required error={errors.name} />
      <SelectField
        label="Framework"
        name="framework"
        required
        placeholder="Select a framework"
        options={frameworkOptions(trackedFrameworkCodes)}
        error={errors.framework}
      />
      <SelectField
        label="Evidence type"
        name="type"
        required
        placeholder="Select a type"
        options={evidenceTypeOptions}
        error={errors.type}
      />
      <TextareaField label="Description" name="description" optional rows={3} error={errors.description} />
      <CollectedOnField defaultValue={today} max={today} error={errors.collectedOn} />
      <TextField
        label="Expiry date"
        name="expiresOn"
        type="date"
        optional
        hint="After this day the evidence is flagged as expired and stops counting for its controls."
        error={errors.expiresOn}
      />
      <EvidenceFilesField error={errors.files} />
      <FormError message={formError} />
      <FormActions label="Upload Evidence" pendingLabel="Uploading…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
