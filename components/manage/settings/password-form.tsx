'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { passwordChangeSchema } from '@/lib/schemas/organization/settings';
import type { FormAction } from './types';

const validate = formValidator(passwordChangeSchema);

/** Change Password: the current password proves it is you; the fields are emptied once it is changed. */
export function PasswordForm({ action }: { action: FormAction<{ changed: true }> }) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => form.current?.reset() });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="password-heading" className="space-y-4">
      <h3 id="password-heading" className="text-base font-semibold text-slate-900">
        Change Password
      </h3>
      <div className="grid gap-4 sm:max-w-md">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Changing…' : 'Change Password'}
      </Button>
    </form>
  );
}
