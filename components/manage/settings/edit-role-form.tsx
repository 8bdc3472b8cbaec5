'use client';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { changeMemberRole } from '@/app/manage/settings/actions';
import { roleChangeSchema, type RoleChange, type TeamMember } from '@/lib/schemas/settings';
import { formValidator } from '@/lib/schemas/form-state';
import { roleOptions } from './role-options';

const validate = formValidator(roleChangeSchema);

/** Edit Role: one member's role. */
export function EditRoleForm({ member, onChanged, onCancel }: { member: TeamMember; onChanged: (change: RoleChange) => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action: changeMemberRole, validate, onCreated: onChanged });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="memberId" value={member.id} />
      <SelectField label="Role" name="role" defaultValue={member.role} options={roleOptions} error={errors.role ?? errors.memberId} />
      <FormError message={formError} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save Role'}
        </Button>
      </div>
    </form>
  );
}
