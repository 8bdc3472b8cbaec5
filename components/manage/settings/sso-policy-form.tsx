'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { formValidator } from '@/lib/schemas/form-state';
import { policySchema } from '@/lib/schemas/sso/records';
import type { SsoActions, SsoView } from './sso-types';

const validate = formValidator(policySchema);

const provisioningOptions = [
  { value: 'jit', label: 'At their first sign-in (just in time)' },
  { value: 'scim', label: 'Only by the directory (SCIM)' },
];
const roleOptions = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

/** Enforcement with its break-glass administrator, and how people are added (just in time or by SCIM only). */
export function SsoPolicyForm({ view, action }: { view: SsoView; action: SsoActions['savePolicy'] }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  if (!view.protocol) return null;
  return (
    <section aria-labelledby="sso-policy" className="space-y-3">
      <h3 id="sso-policy" className="text-sm font-semibold text-slate-900">
        Sign-in policy
      </h3>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign-in policy">
        <input type="hidden" name="version" value={view.version} />
        <FormError message={formError} />
        <CheckboxField
          label="Enforce single sign-on: members can no longer sign in with a password"
          name="enforced"
          defaultChecked={view.enforced}
          error={errors.enforced}
        />
        <SelectField
          label="Break-glass administrator (keeps a password and two-factor sign-in)"
          name="breakGlassMemberId"
          defaultValue={view.breakGlassMemberId ?? ''}
          error={errors.breakGlassMemberId}
          placeholder="Nobody"
          options={view.admins.map((admin) => ({ value: admin.id, label: `${admin.name} (${admin.email})` }))}
        />
        <SelectField
          label="New people are added"
          name="provisioning"
          defaultValue={view.provisioning}
          error={errors.provisioning}
          options={provisioningOptions}
        />
        <SelectField
          label="Role at the first sign-in"
          name="defaultRole"
          defaultValue={view.defaultRole}
          error={errors.defaultRole}
          options={roleOptions}
        />
        <Button type="submit" disabled={pending}>
          Save sign-in policy
        </Button>
      </form>
    </section>
  );
}
