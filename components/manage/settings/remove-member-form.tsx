'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { memberIdSchema, type TeamMember } from '@/lib/schemas/settings';
import type { FormAction } from './types';

const validate = formValidator(memberIdSchema);

/** Remove Team Member: the confirmation, with the server's refusal (the last administrator) shown in place. */
export function RemoveMemberForm({ member, action, onRemoved, onCancel }: { member: TeamMember; action: FormAction<{ id: string }>; onRemoved: () => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onRemoved });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="memberId" value={member.id} />
      <p className="text-sm text-slate-700">
        Remove {member.name} ({member.email}) from the team? They lose access at once.
      </p>
      <FormError message={formError ?? errors.memberId} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </form>
  );
}
