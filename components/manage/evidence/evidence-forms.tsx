'use client';

import { Button } from '@/components/ui/button';
import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import {
  evidenceEditSchema,
  evidenceFailSchema,
  evidenceVersionSchema,
  type Evidence,
  type EvidenceRecord,
} from '@/lib/schemas/evidence/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { fieldErrorsOf, formValidator, formValues, type FieldErrors, type FormAction } from '@/lib/schemas/form-state';
import { CollectedOnField } from './collected-on-field';
import { chosenFilesMessage, EvidenceFilesField, uploadFailed } from './evidence-files-field';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { evidenceTypeOptions } from './upload-evidence-form';

type FormProps = { record: EvidenceRecord; action: FormAction<Evidence>; onDone: () => void; onCancel: () => void };

/** Edit: name, framework, type, description, day collected and expiry day, with the version the page read. */
export function EditEvidenceForm({ record, action, onDone, onCancel }: FormProps) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(evidenceEditSchema),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={record} />
      <TextField label="Evidence name" name="name" required defaultValue={record.name} error={errors.name} />
      <SelectField
        label="Framework"
        name="framework"
        required
        options={frameworkOptions(trackedFrameworkCodes)}
        defaultValue={record.framework}
        error={errors.framework}
      />
      <SelectField
        label="Evidence type"
        name="type"
        required
        options={evidenceTypeOptions}
        defaultValue={record.type}
        error={errors.type}
      />
      <TextareaField
        label="Description"
        name="description"
        optional
        rows={3}
        defaultValue={record.description}
        error={errors.description}
      />
      <CollectedOnField defaultValue={record.collectedOn} required error={errors.collectedOn} />
      <TextField
        label="Expiry date"
        name="expiresOn"
        type="date"
        optional
        defaultValue={record.expiresOn ?? ''}
        hint="Leave empty when the evidence does not expire."
        error={errors.expiresOn}
      />
      <FormError message={formError ?? errors.version} />
      <FormActions label="Save changes" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** Verify: one button, with the version the page read; `self` says the uploader's verification is marked as such. */
export function VerifyEvidenceForm({ record, action, onDone, self = false }: Omit<FormProps, 'onCancel'> & { self?: boolean }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: () => null, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <RecordVersionInputs item={record} />
      <p className="text-sm text-slate-700">The files show the control working as described: mark the evidence as verified.</p>
      {self && <p className="text-sm text-amber-900">You uploaded these files: your verification is marked self-verified.</p>}
      <FormError message={formError ?? errors.version} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </Button>
    </form>
  );
}

/** Fail: the reason is required, and stays on the item until new files are uploaded. */
export function FailEvidenceForm({ record, action, onDone }: Omit<FormProps, 'onCancel'>) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(evidenceFailSchema),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <RecordVersionInputs item={record} />
      <TextareaField
        label="Reason it failed"
        name="reason"
        required
        rows={3}
        hint="Say what is missing or wrong, so the next upload can fix it."
        error={errors.reason}
      />
      <FormError message={formError ?? errors.version} />
      <Button type="submit" variant="danger" disabled={pending}>
        {pending ? 'Failing…' : 'Fail verification'}
      </Button>
    </form>
  );
}

function validateRevision(formData: FormData): FieldErrors | null {
  const parsed = evidenceVersionSchema.safeParse(formValues(formData));
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const files = chosenFilesMessage(formData);
  if (files) errors.files = files;
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Retry or Replace: new files as the next revision; the item goes back to pending review. */
export function ReviseEvidenceForm({
  record,
  action,
  onDone,
  onCancel,
  label,
  nextRevision,
}: FormProps & { label: string; nextRevision: number }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: validateRevision,
    onCreated: onDone,
    failureMessage: uploadFailed,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={record} />
      <p className="text-sm text-slate-700">
        The new files become revision {nextRevision}; the earlier revisions stay downloadable. The evidence goes back to pending review.
      </p>
      <EvidenceFilesField label="New files" error={errors.files} />
      <FormError message={formError ?? errors.version} />
      <FormActions label={label} pendingLabel="Uploading…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
