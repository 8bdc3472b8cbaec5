'use client';

import Link from 'next/link';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import type { SettingsFormValues } from '@/lib/domain/frameworks/settings';
import type { SectionProps } from './section-props';

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'maintenance', label: 'Maintenance' },
];
const periodOptions = [
  { value: '12', label: '12 months' },
  { value: '6', label: '6 months' },
  { value: '24', label: '24 months' },
];

/**
 * General: name, description, status, compliance period, notification email. Status acts on the framework:
 * active needs its setup done, so the section says whether it is and links to it.
 */
export function GeneralSection({
  values,
  errors,
  set,
  frameworkName,
  setup,
}: SectionProps & { frameworkName: string; setup: { done: boolean; href: string } }) {
  return (
    <div className="space-y-4">
      <TextField
        label="Framework Name"
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextareaField
        label="Description"
        name="description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          name="status"
          options={statusOptions}
          value={values.status}
          error={errors.status}
          onChange={(e) => set({ status: e.target.value as SettingsFormValues['status'] })}
        />
        <SelectField
          label="Compliance Period"
          name="compliancePeriod"
          options={periodOptions}
          value={values.compliancePeriod}
          error={errors.compliancePeriod}
          onChange={(e) => set({ compliancePeriod: e.target.value as SettingsFormValues['compliancePeriod'] })}
        />
      </div>
      <p className="text-sm text-slate-600">
        {setup.done ? 'The setup is done. ' : 'Status Active needs the setup done first. '}
        <Link href={setup.href} className="font-semibold text-indigo-700 hover:underline">
          {setup.done ? `Review the ${frameworkName} setup` : `Open the ${frameworkName} setup`}
        </Link>
      </p>
      <TextField
        label="Notification Email"
        name="notificationEmail"
        type="email"
        value={values.notificationEmail}
        error={errors.notificationEmail}
        onChange={(e) => set({ notificationEmail: e.target.value })}
      />
    </div>
  );
}
