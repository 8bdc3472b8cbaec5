'use client';

import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { inviteTeamMember } from '@/app/manage/settings/actions';
import { teamInviteSchema, type TeamMember } from '@/lib/schemas/settings';
import { formValidator } from '@/lib/schemas/form-state';
import { roleOptions } from './role-options';

const validate = formValidator(teamInviteSchema);

/** Invite Team Member: name, email and role. */
export function InviteMemberForm({ onCreated, onCancel }: { onCreated: (member: TeamMember) => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action: inviteTeamMember, validate, onCreated });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" name="name" required error={errors.name} />
      <TextField label="Email" name="email" type="email" required error={errors.email} />
      <SelectField label="Role" name="role" required defaultValue="member" options={roleOptions} error={errors.role} />
      <FormError message={formError} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send Invitation'}
        </Button>
      </div>
    </form>
  );
}
