'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { safeRedirect } from '@/lib/safe-redirect';
import { LOGIN_FAILED } from '@/lib/schemas/auth-texts';
import { focusFirstError } from './focus-first-error';
import { FormAlert } from './form-alert';
import { parseAuthInput, preloadAuthSchemas } from './parse-auth-input';
import { PasswordField } from './password-field';
import { postJson } from './post-json';
import { SecondFactorForm } from './second-factor-form';
import { useSingleSignOn } from './use-single-sign-on';

/**
 * The sign-in form: e-mail, password with Show, Remember me; goes to `redirect` or /manage. An account with
 * two-factor sign-in on answers 202 to the password, and the form then asks for the authentication code. The work
 * e-mail comes first: when its domain signs in through an identity provider, the form offers to continue there
 * instead of asking for a password.
 */
export function LoginForm() {
  const router = useProgressRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const sso = useSingleSignOn();

  function goOn() {
    // Read at submit time rather than through useSearchParams, so the form itself is prerendered.
    router.replace(safeRedirect(new URLSearchParams(window.location.search).get('redirect')));
    router.refresh();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      remember: form.get('remember') === 'on',
    };
    setFailure(null);
    // The e-mail is checked first, then the password, one warning at a time.
    const parsed = await parseAuthInput((schemas) => schemas.loginSchema, input);
    if (!parsed.ok) {
      const { form: formError, ...found } = parsed.errors;
      const shown = found.email ? { email: found.email } : found;
      setErrors(shown);
      setFailure(formError ?? null);
      focusFirstError(formElement, shown);
      setPending(false);
      return;
    }
    setErrors({});
    const answer = await postJson('/api/user-management/login', parsed.data);
    if (answer.status === 200) return goOn();
    setPending(false);
    if (answer.status === 202) return setSecondStep(true);
    if (answer.status === 400 && answer.body?.errors) setErrors(answer.body.errors);
    else setFailure(answer.status === 401 ? LOGIN_FAILED : (answer.body?.message ?? LOGIN_FAILED));
  }

  if (secondStep || sso.codeAsked) {
    const restart = () => {
      setSecondStep(false);
      sso.forgetCode();
    };
    return <SecondFactorForm onSignedIn={goOn} onRestart={restart} />;
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} onFocus={preloadAuthSchemas} className="space-y-5" aria-describedby="login-failure">
      <div id="login-failure">
        <FormAlert message={failure ?? sso.ssoFailure} />
      </div>
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={errors.email}
        onBlur={(event) => void sso.checkEmail(event.currentTarget.value)}
        onChange={sso.forget}
      />
      {sso.ssoEmail ? (
        <div className="space-y-2 rounded-md border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-800">
          <p>Your organization signs in with single sign-on.</p>
          <Button className="w-full" disabled={sso.going} onClick={() => void sso.continueWithProvider()}>
            {sso.going ? 'Opening your identity provider…' : 'Continue with single sign-on'}
          </Button>
        </div>
      ) : null}
      <div className="space-y-1">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          error={errors.password}
        />
        <p className="text-right text-sm">
          <Link href="/findId" className="font-medium text-indigo-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
      <CheckboxField label="Remember me for 30 days" name="remember" />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
