'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { CheckboxField, TextareaField, TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { trustAccessRequestSchema, type TrustNda } from '@/lib/schemas/trust/access';

/** The server action a trust center's access request posts to. */
export type AccessRequestAction = FormAction<{ state: 'requested' | 'approved' }>;

const validate = formValidator(trustAccessRequestSchema);

/** The request's fields and the NDA; loaded when the visitor opens it, with its checks (zod stays off the page's first load). */
export function RequestForm({ nda, action }: { nda: NonNullable<TrustNda>; action: AccessRequestAction }) {
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: (record) =>
      setSent(
        record.state === 'approved'
          ? 'Your request is approved: the link to the documents is on its way to your inbox.'
          : 'Thank you. Your request was sent; you will receive an e-mail once it is decided.',
      ),
  });
  if (sent) return <FormAlert tone="success" message={sent} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request access" className="grid gap-3 sm:grid-cols-2">
      <HoneypotField />
      <TextField label="Name" name="name" autoComplete="name" required error={errors.name} />
      <TextField label="Work e-mail" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label="Company" name="company" autoComplete="organization" required error={errors.company} />
      <div className="sm:col-span-2">
        <TextareaField
          label="Reason"
          name="reason"
          rows={3}
          required
          error={errors.reason}
          hint="For example: security review of a vendor."
        />
      </div>
      <div className="sm:col-span-2 space-y-2">
        <h3 className="text-sm font-medium text-slate-800">Non-disclosure agreement (version {nda.version})</h3>
        <div
          role="region"
          tabIndex={0}
          aria-label="NDA text"
          className="max-h-48 overflow-y-auto whitespace-pre-line rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
        >
          {nda.text}
        </div>
        <input type="hidden" name="ndaVersion" value={nda.version} />
        <CheckboxField label="I accept the NDA" name="accept" error={errors.accept} />
      </div>
      <div className="sm:col-span-2">
        <FormError message={formError ?? errors.ndaVersion} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}
