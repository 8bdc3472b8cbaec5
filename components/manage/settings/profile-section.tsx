'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import {
  dateFormats,
  departments,
  languages,
  profileSchema,
  timeZones,
  type AccountInfo,
  type Profile,
} from '@/lib/schemas/organization/settings';
import { formValidator } from '@/lib/schemas/form-state';
import { AccountBlock } from './account-block';
import type { FormAction } from './types';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const validate = formValidator(profileSchema);

/** Profile: name and contact, work, preferences, and the read-only account block. */
export function ProfileSection({
  profile,
  version: initialVersion,
  account,
  action,
}: {
  profile: Profile;
  version: number;
  account: AccountInfo;
  action: FormAction<{ version: number }>;
}) {
  // The saved version comes back with each save, so a second save in a row is not refused as stale.
  const [version, setVersion] = useState(initialVersion);
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: (saved) => setVersion(saved.version) });
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="version" value={version} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Personal Information</legend>
          <TextField
            label="First name"
            name="firstName"
            defaultValue={profile.firstName}
            autoComplete="given-name"
            error={errors.firstName}
          />
          <TextField label="Last name" name="lastName" defaultValue={profile.lastName} autoComplete="family-name" error={errors.lastName} />
          <TextField label="Email" name="email" type="email" defaultValue={profile.email} autoComplete="email" error={errors.email} />
          <TextField label="Phone" name="phone" type="tel" optional defaultValue={profile.phone} autoComplete="tel" error={errors.phone} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Work Information</legend>
          <TextField label="Job title" name="jobTitle" defaultValue={profile.jobTitle} error={errors.jobTitle} />
          <SelectField
            label="Department"
            name="department"
            defaultValue={profile.department}
            options={asOptions(departments)}
            error={errors.department}
          />
          <TextField label="Company" name="company" defaultValue={profile.company} autoComplete="organization" error={errors.company} />
          <TextField label="Employee ID" name="employeeId" optional defaultValue={profile.employeeId} error={errors.employeeId} />
          <TextField label="Manager" name="manager" optional defaultValue={profile.manager} error={errors.manager} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">Preferences</legend>
          <SelectField label="Time zone" name="timeZone" defaultValue={profile.timeZone} options={timeZones} error={errors.timeZone} />
          <SelectField
            label="Language"
            name="language"
            defaultValue={profile.language}
            options={asOptions(languages)}
            error={errors.language}
          />
          <SelectField
            label="Date format"
            name="dateFormat"
            defaultValue={profile.dateFormat}
            options={asOptions(dateFormats)}
            error={errors.dateFormat}
          />
        </fieldset>
        <FormError message={formError ?? errors.version} />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
      <AccountBlock account={account} />
    </div>
  );
}
