'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CODE_REQUIRED, SECOND_FACTOR_NEEDED, WRONG_CODE } from '@/lib/schemas/organization/two-factor-texts';
import { FormAlert } from './form-alert';
import { postJson } from './post-json';

/**
 * The sign-in's second step, after a correct password for an account with two-factor sign-in on: an authenticator
 * code or a recovery code. `onSignedIn` runs once the server created the session; `onRestart` goes back to the
 * password (the pending sign-in lasts 5 minutes).
 */
export function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const codeInput = () => form.current?.elements.namedItem('code') as HTMLInputElement | null;

  useEffect(() => codeInput()?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setFailure(null);
    if (!code) {
      setError(CODE_REQUIRED);
      codeInput()?.focus();
      return;
    }
    setError(null);
    setPending(true);
    const answer = await postJson('/api/user-management/login/mfa', { code });
    if (answer.status === 200) return onSignedIn();
    setPending(false);
    if (answer.status === 400 && answer.body?.errors?.code) setError(answer.body.errors.code);
    else setFailure(answer.body?.message ?? WRONG_CODE);
    codeInput()?.select();
  }

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby="second-factor-failure">
      <p className="text-sm text-slate-700">{SECOND_FACTOR_NEEDED}</p>
      <div id="second-factor-failure">
        <FormAlert message={failure} />
      </div>
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        placeholder="123456"
        error={error ?? undefined}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onRestart} className="font-medium text-indigo-700 hover:underline">
          Use another account
        </button>
      </p>
    </form>
  );
}
