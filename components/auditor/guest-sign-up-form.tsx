'use client';

import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { PasswordField } from '@/components/auth/password-field';
import { postJson } from '@/components/auth/post-json';
import { TermsConsentLabel } from '@/components/auth/terms-consent-label';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { PASSWORD_MIN } from '@/lib/schemas/auth-texts';

/** An invited auditor's sign-up: the invited e-mail, fixed; a name and a password. The audit opens next. */
export function GuestSignUpForm({ token, email }: { token: string; email: string }) {
  const router = useProgressRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const form = new FormData(event.currentTarget);
    const answer = await postJson('/api/auditor-invitations', {
      fullName: String(form.get('fullName') ?? ''),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
      terms: form.get('terms') === 'on',
      marketing: false,
      website: String(form.get('website') ?? ''),
      invitation: token,
    });
    const auditId = (answer.body?.data as { auditId?: string } | undefined)?.auditId;
    if (answer.status === 201 && auditId) {
      router.replace(`/auditor/${auditId}`);
      router.refresh();
      return;
    }
    setPending(false);
    setErrors(answer.body?.errors ?? {});
    setFailure(answer.body?.message ?? 'Sign-up failed. Please try again.');
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={failure} />
      <TextField
        label="Work email"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        hint="The invitation was sent to this address."
      />
      <TextField label="Full name" name="fullName" autoComplete="name" required error={errors.fullName} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder={`${PASSWORD_MIN}+ characters`}
        minLength={PASSWORD_MIN}
        required
        error={errors.password}
      />
      <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" required error={errors.confirmPassword} />
      <CheckboxField label={<TermsConsentLabel />} name="terms" required error={errors.terms} />
      <HoneypotField />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating your account…' : 'Create an account and accept'}
      </Button>
    </form>
  );
}
