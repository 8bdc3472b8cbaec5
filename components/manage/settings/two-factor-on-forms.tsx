'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { authenticatorCodeSchema, turnOffTwoFactorSchema } from '@/lib/schemas/organization/two-factor';
import type { RecoveryCodeList } from './two-factor-setup';
import type { FormAction } from './types';

const validateCode = formValidator(authenticatorCodeSchema);
const validateTurnOff = formValidator(turnOffTwoFactorSchema);

/** New recovery codes, for a current authenticator code. */
export function RegenerateCodesForm({
  action,
  onCodes,
}: {
  action: FormAction<RecoveryCodeList>;
  onCodes: (codes: RecoveryCodeList) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: validateCode,
    onCreated: (codes) => {
      form.current?.reset();
      onCodes(codes);
    },
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="regenerate-heading" className="space-y-3">
      <h4 id="regenerate-heading" className="text-sm font-semibold text-slate-900">
        New recovery codes
      </h4>
      <p className="text-sm text-slate-700">Makes ten new codes; the old ones stop working.</p>
      <div className="sm:max-w-xs">
        <TextField label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" required error={errors.code} />
      </div>
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Generating…' : 'Generate new recovery codes'}
      </Button>
    </form>
  );
}

/** Turning two-factor sign-in off: the password and a current code (or a recovery code). */
export function TurnOffForm({ action }: { action: FormAction<{ off: true }> }) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: validateTurnOff,
    onCreated: () => form.current?.reset(),
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="turn-off-heading" className="space-y-3">
      <h4 id="turn-off-heading" className="text-sm font-semibold text-slate-900">
        Turn off two-factor authentication
      </h4>
      <div className="grid gap-3 sm:max-w-xs">
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <TextField label="Authentication or recovery code" name="code" autoComplete="one-time-code" required error={errors.code} />
      </div>
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Turning off…' : 'Turn off two-factor authentication'}
      </Button>
    </form>
  );
}
