'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useToast } from '@/components/ui/toast';
import type { InvitationSummary } from '@/lib/schemas/auth';
import { ACCOUNT_CREATED, PASSWORD_MIN } from '@/lib/schemas/auth-texts';
import { focusFirstError } from './focus-first-error';
import { FormAlert } from './form-alert';
import { parseAuthInput, preloadAuthSchemas } from './parse-auth-input';
import { PasswordField } from './password-field';
import { TermsConsentLabel } from './terms-consent-label';
import { postJson } from './post-json';
import { useInvitation } from './use-invitation';

/**
 * The sign-up of a person invited into an organization (/register?invitation=<token>): it says which organization
 * they join, shows the invited e-mail without letting it change, and asks for their name and a password only.
 */
export function InvitedRegisterForm({ token }: { token: string }) {
  const lookup = useInvitation(token);
  const signIn = `/login?redirect=${encodeURIComponent(`/invitations/${token}`)}`;
  if (lookup.status === 'loading')
    return (
      <p role="status" className="text-sm text-slate-700">
        Checking your invitation…
      </p>
    );
  if (lookup.status === 'refused') return <FormAlert message={lookup.message} />;
  return (
    <>
      <JoinForm token={token} invitation={lookup.invitation} />
      <p className="mt-4 text-center text-sm text-slate-700">
        <Link href={signIn} className="font-semibold text-indigo-700 hover:underline">
          I have an account: sign in to accept
        </Link>
      </p>
    </>
  );
}

function JoinForm({ token, invitation }: { token: string; invitation: InvitationSummary }) {
  const router = useProgressRouter();
  const notify = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      fullName: String(form.get('fullName') ?? ''),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
      terms: form.get('terms') === 'on',
      marketing: form.get('marketing') === 'on',
      website: String(form.get('website') ?? ''),
      invitation: token,
    };
    setFailure(null);
    const parsed = await parseAuthInput((schemas) => schemas.invitedRegisterSchema, input);
    if (!parsed.ok) {
      const { form: formError, invitation: linkError, ...found } = parsed.errors;
      setErrors(found);
      setFailure(linkError ?? formError ?? null);
      focusFirstError(formElement, found);
      setPending(false);
      return;
    }
    setErrors({});
    const answer = await postJson('/api/user-management/register', parsed.data);
    if (answer.status === 201) {
      setSuccess(ACCOUNT_CREATED);
      notify(ACCOUNT_CREATED, 'success');
      router.replace('/manage');
      router.refresh();
      return;
    }
    setPending(false);
    if (answer.body?.errors) setErrors(answer.body.errors);
    setFailure(answer.body?.message ?? 'Sign-up failed. Please try again.');
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={preloadAuthSchemas} className="space-y-4">
      <p className="rounded-md border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-slate-800">
        You are joining <strong>{invitation.organizationName}</strong> as {invitation.roleLabel}.
      </p>
      <FormAlert message={failure} />
      <FormAlert message={success} tone="success" />
      <TextField
        label="Work email"
        type="email"
        autoComplete="username"
        value={invitation.email}
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
      <CheckboxField label="Send me product updates and compliance tips (optional)" name="marketing" />
      <HoneypotField />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
