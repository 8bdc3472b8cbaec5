'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { evidenceTypeLabels, evidenceTypes, evidenceUploadSchema, type Evidence } from '@/lib/schemas/evidence';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { fieldErrorsOf, formValues, type FieldErrors } from '@/lib/schemas/form-state';
import { checkUploadFiles, maxUploadFiles, uploadAccept } from '@/lib/domain/upload';

const typeOptions = evidenceTypes.map((type) => ({ value: type, label: evidenceTypeLabels[type] }));

/** A request the server refused outright (body over the size limit) or that never arrived. */
const uploadFailed = `The upload could not be completed. Each file must be 10MB or smaller, at most ${maxUploadFiles} files at a time; check your connection and try again.`;

/** The browser-side check: the same schema and file rules the server applies. */
function validate(formData: FormData): FieldErrors | null {
  const parsed = evidenceUploadSchema.safeParse(formValues(formData));
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const files = formData.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');
  const fileMessages = checkUploadFiles(files.map((file) => ({ name: file.name, size: file.size })));
  if (fileMessages.length > 0) errors.files = fileMessages.join(' ');
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The upload form inside the modal (spec §5): name, framework, type, optional description, files. */
export function UploadEvidenceForm({ action, onCreated, onCancel }: { action: FormAction<Evidence>; onCreated: (record: Evidence) => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated, failureMessage: uploadFailed });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Evidence name" name="name" required error={errors.name} />
      <SelectField label="Framework" name="framework" required placeholder="Select a framework" options={frameworkOptions(trackedFrameworkCodes)} error={errors.framework} />
      <SelectField label="Evidence type" name="type" required placeholder="Select a type" options={typeOptions} error={errors.type} />
      <TextareaField label="Description" name="description" optional rows={3} error={errors.description} />
      <TextField
        label="Files"
        name="files"
        type="file"
        multiple
        accept={uploadAccept}
        hint={`PDF, DOC, DOCX, PNG, JPG or JPEG, up to 10MB each (at most ${maxUploadFiles} files).`}
        error={errors.files}
      />
      <FormError message={formError} />
      <FormActions label="Upload Evidence" pendingLabel="Uploading…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
