'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { invitationIdSchema } from '@/lib/schemas/organization/settings';
import type { FormAction } from './types';

const validate = formValidator(invitationIdSchema);

/** Withdraw: one invitation's button; its link stops working. A refusal shows beside it. */
export function WithdrawInvitationForm({
  invitationId,
  email,
  action,
  onWithdrawn,
}: {
  invitationId: string;
  email: string;
  action: FormAction<{ id: string }>;
  onWithdrawn: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onWithdrawn });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col items-end gap-2">
      <input type="hidden" name="invitationId" value={invitationId} />
      <Button type="submit" variant="secondary" className="px-3 py-1" disabled={pending} aria-label={`Withdraw the invitation of ${email}`}>
        {pending ? 'Withdrawing…' : 'Withdraw'}
      </Button>
      <FormError message={formError ?? errors.invitationId} />
    </form>
  );
}
