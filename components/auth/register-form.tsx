'use client';

import { useState, type FormEvent } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useToast } from '@/components/ui/toast';
import { ACCOUNT_CREATED, PASSWORD_MIN, PROVIDER_SIGN_UP, industries } from '@/lib/schemas/auth-texts';
import { focusFirstError } from './focus-first-error';
import { FormAlert } from './form-alert';
import { InvitedRegisterForm } from './invited-register-form';
import { parseAuthInput, preloadAuthSchemas } from './parse-auth-input';
import { PasswordField } from './password-field';
import { TermsConsentLabel } from './terms-consent-label';
import { postJson } from './post-json';
import { useAccountService } from './use-account-service';
import { useInvitationToken } from './use-invitation';

const industryOptions = industries.map((label, code) => ({ value: String(code), label }));

/**
 * The sign-up form: founds an organization, or joins the one of an invitation (/register?invitation=<token>), then
 * says so and signs the user in.
 */
export function RegisterForm() {
  const invitation = useInvitationToken();
  const enabled = useAccountService();
  if (enabled === false) return <FormAlert message={PROVIDER_SIGN_UP} />;
  return invitation === null ? <FoundingForm /> : <InvitedRegisterForm token={invitation} />;
}

/** The sign-up of a person founding an organization: their company and industry name it. */
function FoundingForm() {
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
      email: String(form.get('email') ?? ''),
      companyName: String(form.get('companyName') ?? ''),
      industry: String(form.get('industry') ?? ''),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
      terms: form.get('terms') === 'on',
      marketing: form.get('marketing') === 'on',
      website: String(form.get('website') ?? ''),
    };
    setFailure(null);
    const parsed = await parseAuthInput((schemas) => schemas.registerSchema, {
      ...input,
      industry: input.industry === '' ? undefined : input.industry,
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
    // The questionnaire's recommendations (/register?frameworks=SOC 2, GDPR) are added to the new organization.
    const frameworks = new URLSearchParams(window.location.search).get('frameworks') ?? undefined;
    const answer = await postJson('/api/user-management/register', { ...parsed.data, frameworks });
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
      <FormAlert message={failure} />
      <FormAlert message={success} tone="success" />
      <TextField label="Full name" name="fullName" autoComplete="name" required error={errors.fullName} />
      <TextField
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder="you@company.com"
        error={errors.email}
      />
      <TextField label="Company name" name="companyName" autoComplete="organization" required error={errors.companyName} />
      <SelectField
        label="Industry"
        name="industry"
        options={industryOptions}
        placeholder="Select your industry"
        required
        defaultValue=""
        error={errors.industry}
      />
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
