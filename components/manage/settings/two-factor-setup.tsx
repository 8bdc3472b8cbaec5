'use client';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { authenticatorCodeSchema } from '@/lib/schemas/organization/two-factor';
import type { FormAction } from './types';

const validateCode = formValidator(authenticatorCodeSchema);
const noFields = () => null;

export type TwoFactorSetup = { secret: string; qrCode: string };
export type RecoveryCodeList = { recoveryCodes: string[] };

/** The setup's first step: one button, which makes a new secret. */
export function StartSetupForm({ action, onStarted }: { action: FormAction<TwoFactorSetup>; onStarted: (setup: TwoFactorSetup) => void }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noFields, onCreated: onStarted });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormError message={formError} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Preparing…' : 'Set up two-factor authentication'}
      </Button>
    </form>
  );
}

/** The QR code and the secret as text, then the current code that confirms the app has it. */
export function ConfirmSetupForm({
  setup,
  action,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  action: FormAction<RecoveryCodeList>;
  onConfirmed: (codes: RecoveryCodeList) => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validateCode, onCreated: onConfirmed });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</li>
        <li>Scan this QR code, or type the setup key by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        {/* A data: image drawn on the server; next/image adds nothing to it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded border border-slate-200"
        />
        <div className="space-y-1">
          <p id="setup-key-label" className="text-sm font-medium text-slate-800">
            Setup key
          </p>
          <p aria-labelledby="setup-key-label" className="font-mono text-base tracking-wide text-slate-900 select-all">
            {setup.secret}
          </p>
          <p className="text-xs text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-3 sm:max-w-xs">
        <TextField label="Authentication code" name="code" inputMode="numeric" autoComplete="one-time-code" required error={errors.code} />
        <FormError message={formError} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking…' : 'Turn on two-factor authentication'}
        </Button>
      </form>
    </div>
  );
}
