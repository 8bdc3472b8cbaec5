'use client';

import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { teamInviteSchema, type PendingInvitation } from '@/lib/schemas/organization/settings';
import { roleOptions } from './role-options';
import type { FormAction } from './types';

const validate = formValidator(teamInviteSchema);

/** Invite Team Member: the e-mail the link goes to and the role the person joins with. */
export function InviteMemberForm({
  action,
  onInvited,
  onCancel,
}: {
  action: FormAction<PendingInvitation>;
  onInvited: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onInvited });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="off" required error={errors.email} />
      <SelectField label="Role" name="role" required defaultValue="member" options={roleOptions} error={errors.role} />
      <FormError message={formError} />
      <FormActions label="Send Invitation" pendingLabel="Sending…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
