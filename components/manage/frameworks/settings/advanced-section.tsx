'use client';

import { SelectField, TextField } from '@/components/ui/field';
import { thresholdError, type SettingsFormValues } from '@/lib/domain/frameworks/settings';
import { apiAccessNote, autoBackupNote, dataRetentionNote } from '@/lib/domain/frameworks/settings-effects';
import type { SectionProps } from './section-props';
import { ToggleRow } from './toggle-row';

const retentionOptions = [
  { value: '3', label: '3 years' },
  { value: '5', label: '5 years' },
  { value: '7', label: '7 years' },
  { value: '10', label: '10 years' },
];

/** Advanced: data retention, automatic backup, API access and the compliance threshold. */
export function AdvancedSection({ values, errors, set, facts }: SectionProps) {
  const liveError = values.complianceThreshold === '' ? undefined : thresholdError(values.complianceThreshold);
  return (
    <div className="space-y-4">
      <SelectField
        label="Data Retention Period"
        name="dataRetention"
        options={retentionOptions}
        value={values.dataRetention}
        hint={dataRetentionNote}
        error={errors.dataRetention}
        onChange={(e) => set({ dataRetention: e.target.value as SettingsFormValues['dataRetention'] })}
      />
      <ToggleRow
        label="Automatic Backup"
        description="Back up this framework's data."
        note={autoBackupNote(facts)}
        checked={values.autoBackup}
        onChange={(autoBackup) => set({ autoBackup })}
      />
      <ToggleRow
        label="API Access"
        description="Allow API keys to read this framework's data."
        note={apiAccessNote}
        checked={values.apiAccess}
        onChange={(apiAccess) => set({ apiAccess })}
      />
      <TextField
        label="Compliance Threshold"
        name="complianceThreshold"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        hint="Minimum percentage for compliance status (0-100%)"
        value={values.complianceThreshold}
        error={liveError ?? errors.complianceThreshold}
        onChange={(e) => set({ complianceThreshold: e.target.value })}
      />
    </div>
  );
}
