'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { TextField } from '@/components/ui/field';
import type { FormAction } from '@/lib/schemas/form-state';

/** A first look in the browser; the server checks the address fully (zod stays off the page's first load). */
const validate = (formData: FormData) => {
  const email = String(formData.get('email') ?? '').trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : { email: 'Enter a valid e-mail address.' };
};

/** Subscribe to subprocessor changes: a confirmation link is mailed before any notice. */
export function SubscribeForm({ action }: { action: FormAction<{ email: string }> }) {
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: (record) => setSent(`Check your inbox: open the link we sent to ${record.email} to confirm your subscription.`),
  });
  if (sent) return <FormAlert tone="success" message={sent} />;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Subscribe to subprocessor changes"
      className="mt-4 space-y-2 border-t border-slate-200 pt-4"
    >
      <HoneypotField />
      <p className="text-sm text-slate-700">Get an e-mail when a subprocessor is added or removed, before the change takes effect.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <TextField label="E-mail for notices" name="email" type="email" autoComplete="email" required error={errors.email} />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}
