'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import {
  auditEditSchema,
  auditResults,
  auditStatusLabels,
  auditTypeLabels,
  auditTypes,
  editableAuditStatuses,
  type Audit,
} from '@/lib/schemas/audits/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { ObservationPeriodFields } from './observation-period-fields';

const typeOptions = auditTypes.map((type) => ({ value: type, label: auditTypeLabels[type] }));
const statusOptions = editableAuditStatuses.map((status) => ({ value: status, label: auditStatusLabels[status] }));
const resultOptions = auditResults.map((result) => ({ value: result, label: result }));

const validate = formValidator(auditEditSchema);

/**
 * Edit Audit: every field of `audit` as read (its observation period too), its status and its result (Pass,
 * Conditional Pass, Fail, or for SOC 2 a Qualified Opinion, once completed).
 */
export function EditAuditForm({
  audit,
  action,
  onDone,
  onCancel,
}: {
  audit: Audit;
  action: FormAction<Audit>;
  onDone: (record: Audit) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={audit} />
      <TextField label="Audit name" name="name" required maxLength={120} defaultValue={audit.name} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Audit type" name="type" required options={typeOptions} defaultValue={audit.type} error={errors.type} />
        <SelectField
          label="Framework"
          name="framework"
          required
          options={frameworkOptions(trackedFrameworkCodes)}
          defaultValue={audit.framework}
          error={errors.framework}
        />
      </div>
      <TextField label="Auditor or firm" name="auditor" required maxLength={120} defaultValue={audit.auditor} error={errors.auditor} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" name="startDate" type="date" required defaultValue={audit.startDate} error={errors.startDate} />
        <TextField label="End date" name="endDate" type="date" required defaultValue={audit.endDate} error={errors.endDate} />
      </div>
      <ObservationPeriodFields audit={audit} errors={errors} />
      <TextareaField
        label="Description"
        name="description"
        optional
        rows={3}
        maxLength={1000}
        defaultValue={audit.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" name="status" required options={statusOptions} defaultValue={audit.status} error={errors.status} />
        <SelectField
          label="Result"
          name="result"
          required
          options={resultOptions}
          defaultValue={audit.result}
          hint="Pass, Conditional Pass or Fail once the audit is completed; Qualified Opinion for SOC 2."
          error={errors.result}
        />
      </div>
      <FormError message={formError ?? errors.id ?? errors.version} />
      <FormActions label="Save Audit" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
