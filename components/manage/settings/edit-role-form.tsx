'use client';

import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { roleChangeSchema, type TeamMember } from '@/lib/schemas/organization/settings';
import { roleOptions } from './role-options';
import type { FormAction } from './types';

const validate = formValidator(roleChangeSchema);

/** Edit Role: one member's role; the version read with the list makes a change made meanwhile refuse this one. */
export function EditRoleForm({
  member,
  action,
  onChanged,
  onCancel,
}: {
  member: TeamMember;
  action: FormAction<TeamMember>;
  onChanged: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onChanged });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="memberId" value={member.id} />
      <input type="hidden" name="version" value={member.version} />
      <SelectField label="Role" name="role" defaultValue={member.role} options={roleOptions} error={errors.role} />
      <FormError message={formError ?? errors.memberId ?? errors.version} />
      <FormActions label="Save Role" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
