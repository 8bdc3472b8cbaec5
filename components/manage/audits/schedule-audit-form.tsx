'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { auditScheduleSchema, auditTypeLabels, auditTypes, type Audit } from '@/lib/schemas/audits/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { formValidator } from '@/lib/schemas/form-state';
import { ObservationPeriodFields } from './observation-period-fields';

const typeOptions = auditTypes.map((type) => ({ value: type, label: auditTypeLabels[type] }));

const validate = formValidator(auditScheduleSchema);

/** The Schedule Audit form: name, type, framework, auditor or firm, dates, optional observation period and description. */
export function ScheduleAuditForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<Audit>;
  onCreated: (record: Audit) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Audit name" name="name" required error={errors.name} />
      <SelectField label="Audit type" name="type" required placeholder="Select a type" options={typeOptions} error={errors.type} />
      <SelectField
        label="Framework"
        name="framework"
        required
        placeholder="Select a framework"
        options={frameworkOptions(trackedFrameworkCodes)}
        error={errors.framework}
      />
      <TextField label="Auditor or firm" name="auditor" required error={errors.auditor} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" name="startDate" type="date" required error={errors.startDate} />
        <TextField label="End date" name="endDate" type="date" required error={errors.endDate} />
      </div>
      <ObservationPeriodFields errors={errors} />
      <TextareaField label="Description" name="description" optional rows={3} error={errors.description} />
      <FormError message={formError} />
      <FormActions label="Schedule Audit" pendingLabel="Scheduling…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
