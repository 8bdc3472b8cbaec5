'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PASSWORD_CHANGED, PASSWORD_MIN } from '@/lib/schemas/auth-texts';
import { focusFirstError } from './focus-first-error';
import { FormAlert } from './form-alert';
import { parseAuthInput, preloadAuthSchemas } from './parse-auth-input';
import { PasswordField } from './password-field';
import { postJson } from './post-json';

/** /password-reset/{uuid}: chooses a new password through a one-time link. */
export function ResetPasswordForm({ resetId }: { resetId: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = await parseAuthInput((schemas) => schemas.resetPasswordSchema, {
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    });
    if (!parsed.ok) {
      const { form: formError, ...found } = parsed.errors;
      setErrors(found);
      setFailure(formError ?? null);
      focusFirstError(formElement, found);
      setPending(false);
      return;
    }
    setErrors({});
    const answer = await postJson(`/api/user-management/password-reset/${resetId}`, parsed.data);
    setPending(false);
    if (answer.status === 200) {
      setDone(true);
      return;
    }
    if (answer.body?.errors) setErrors(answer.body.errors);
    setFailure(answer.body?.message ?? 'The password could not be changed. Please try again.');
  }

  if (done) {
    return (
      <div className="space-y-4">
        <FormAlert message={PASSWORD_CHANGED} tone="success" />
        <Link href="/login" className="text-sm font-semibold text-indigo-700 hover:underline">
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={preloadAuthSchemas} className="space-y-5">
      <FormAlert message={failure} />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        placeholder={`${PASSWORD_MIN}+ characters`}
        required
        error={errors.password}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
