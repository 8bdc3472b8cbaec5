'use client';

import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { auditorPackageSchema, type Report } from '@/lib/schemas/reports/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(auditorPackageSchema);

/**
 * Prepare Auditor Package: a framework and the period under audit. The package holds the framework's approved
 * policies as PDF, the current files of the evidence that counts for its controls, the control matrix and a
 * manifest of every file's SHA-256.
 */
export function AuditorPackageForm({ action, onDone, onCancel }: { action: FormAction<Report>; onDone: () => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">
        One ZIP for your auditor: the framework&apos;s approved policies as PDF, the current files of the verified evidence linked to its
        controls, a control matrix (CSV) and a manifest with every file&apos;s SHA-256, so anyone can check that nothing was changed.
      </p>
      <SelectField
        label="Framework"
        name="framework"
        required
        placeholder="Select a framework"
        options={frameworkOptions(trackedFrameworkCodes)}
        error={errors.framework}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" name="startDate" type="date" required error={errors.startDate} />
        <TextField label="End date" name="endDate" type="date" required error={errors.endDate} />
      </div>
      <FormError message={formError} />
      <FormActions label="Prepare Package" pendingLabel="Preparing…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
