'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useToast } from '@/components/ui/toast';
import { PROVIDER_RESET, RESET_SENT } from '@/lib/schemas/auth-texts';
import { focusFirstError } from './focus-first-error';
import { FormAlert } from './form-alert';
import { parseAuthInput, preloadAuthSchemas } from './parse-auth-input';
import { postJson } from './post-json';
import { useAccountService } from './use-account-service';

/** /findId: asks for a reset link; the answer is the same whether or not the account exists. */
export function ResetRequestForm() {
  const notify = useToast();
  const enabled = useAccountService();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  if (enabled === false) return <FormAlert message={PROVIDER_RESET} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = { email: String(form.get('email') ?? ''), website: String(form.get('website') ?? '') };
    const parsed = await parseAuthInput((schemas) => schemas.resetRequestSchema, input);
    if (!parsed.ok) {
      const { form: formError, ...found } = parsed.errors;
      setError(found.email);
      setFailure(formError ?? null);
      focusFirstError(formElement, found);
      setPending(false);
      return;
    }
    setError(undefined);
    const answer = await postJson('/api/user-management/password-reset', parsed.data);
    setPending(false);
    if (answer.status === 200) {
      setSent(true);
      notify(RESET_SENT, 'success');
      return;
    }
    if (answer.body?.errors?.email) setError(answer.body.errors.email);
    setFailure(answer.body?.message ?? 'The request failed. Please try again.');
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <FormAlert message={RESET_SENT} tone="success" />
        <p className="text-sm text-slate-700">If an account exists for that address, the link works once, within an hour.</p>
        <Link href="/login" className="text-sm font-semibold text-indigo-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={preloadAuthSchemas} className="space-y-5">
      <FormAlert message={failure} />
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@company.com"
        error={error}
      />
      <HoneypotField />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
