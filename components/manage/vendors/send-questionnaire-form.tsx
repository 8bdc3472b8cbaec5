'use client';

import { useState } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { dayOf } from '@/lib/domain/calendar-days';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { questionnaireLinkSchema, type CreatedQuestionnaireLink } from '@/lib/schemas/vendors/records';

/**
 * Send questionnaire: an optional contact email (the link is mailed to it), then the link itself, shown this once
 * to copy and send: only its hash is kept.
 */
export function SendQuestionnaireForm({
  vendorId,
  action,
  onClose,
}: {
  vendorId: string;
  action: FormAction<CreatedQuestionnaireLink>;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedQuestionnaireLink | null>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(questionnaireLinkSchema),
    onCreated: setCreated,
  });
  if (created) {
    const link = new URL(created.path, window.location.href).toString();
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {created.mailedTo ? `The link was mailed to ${created.mailedTo}. ` : ''}Copy the link now: it is shown only this once, works once,
          and expires on {dayOf(created.expiresAt)}.
        </p>
        <TextField label="Questionnaire link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
            Copy link
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="vendorId" value={vendorId} />
      <p className="text-sm text-slate-700">
        The vendor answers eleven security questions through a one-time link, without an account. The answers attach to a new review, which
        you conclude once they arrive.
      </p>
      <TextField
        label="Vendor contact email"
        name="contactEmail"
        type="email"
        optional
        autoComplete="off"
        hint="Given, the link is also mailed to this address."
        error={errors.contactEmail}
      />
      <FormError message={formError} />
      <FormActions label="Create link" pendingLabel="Creating…" pending={pending} onCancel={onClose} />
    </form>
  );
}
