'use client';

import { SelectField, TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import {
  reportFormatLabels,
  reportFormats,
  reportGenerateSchema,
  reportTypeLabels,
  reportTypes,
  type Report,
} from '@/lib/schemas/reports/records';
import { frameworkCodes, frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const typeOptions = reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }));
const formatOptions = reportFormats.map((format) => ({ value: format, label: reportFormatLabels[format] }));

const validate = formValidator(reportGenerateSchema, ['frameworks']);

/** The Generate Report form: name, type, frameworks, date range, format, optional notes. */
export function GenerateReportForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<Report>;
  onCreated: (record: Report) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Report name" name="name" required error={errors.name} />
      <SelectField label="Report type" name="type" required placeholder="Select a type" options={typeOptions} error={errors.type} />
      <fieldset aria-describedby={errors.frameworks ? 'report-frameworks-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Frameworks</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {frameworkCodes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="frameworks"
                value={code}
                className="h-4 w-4 rounded border-slate-400 focus:outline-2 focus:outline-indigo-600"
              />
              {frameworkLabels[code]}
            </label>
          ))}
        </div>
        {errors.frameworks && (
          <p id="report-frameworks-error" role="alert" className="mt-1 text-xs font-medium text-red-700">
            {errors.frameworks}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Start date" name="startDate" type="date" required error={errors.startDate} />
        <TextField label="End date" name="endDate" type="date" required error={errors.endDate} />
      </div>
      <SelectField label="Format" name="format" required defaultValue="pdf" options={formatOptions} error={errors.format} />
      <TextareaField label="Additional notes" name="notes" optional rows={3} error={errors.notes} />
      <FormError message={formError} />
      <FormActions label="Generate Report" pendingLabel="Generating…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
