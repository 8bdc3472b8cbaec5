'use client';

import { SelectField, TextareaField } from '@/components/ui/field';
import type { SettingsFormValues } from '@/lib/domain/frameworks/settings';
import { autoReportsNote, reportTemplateNote } from '@/lib/domain/frameworks/settings-effects';
import type { SectionProps } from './section-props';
import { ToggleRow } from './toggle-row';

const formatOptions = [
  { value: 'pdf', label: 'PDF' },
  { value: 'excel', label: 'Excel' },
  { value: 'word', label: 'Word' },
];
const templateOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'executive', label: 'Executive' },
  { value: 'detailed', label: 'Detailed' },
  { value: 'custom', label: 'Custom' },
];

/** Reporting: default format, template, automatic generation and the distribution list. */
export function ReportingSection({ values, errors, set, facts }: SectionProps) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Default Report Format"
          name="reportFormat"
          options={formatOptions}
          value={values.reportFormat}
          error={errors.reportFormat}
          onChange={(e) => set({ reportFormat: e.target.value as SettingsFormValues['reportFormat'] })}
        />
        <SelectField
          label="Report Template"
          name="reportTemplate"
          options={templateOptions}
          value={values.reportTemplate}
          hint={reportTemplateNote}
          error={errors.reportTemplate}
          onChange={(e) => set({ reportTemplate: e.target.value as SettingsFormValues['reportTemplate'] })}
        />
      </div>
      <ToggleRow
        label="Automatic Report Generation"
        description="Generate the compliance report at the end of each period."
        note={autoReportsNote(facts)}
        checked={values.autoReports}
        onChange={(autoReports) => set({ autoReports })}
      />
      <TextareaField
        label="Report Distribution"
        name="reportDistribution"
        rows={2}
        hint="Email addresses separated by commas (at most 20). Each receives a link to every automatic report once it is ready."
        value={values.reportDistribution}
        error={errors.reportDistribution}
        onChange={(e) => set({ reportDistribution: e.target.value })}
      />
    </div>
  );
}
