'use client';

import Link from 'next/link';
import { useState } from 'react';
import { RecoveryCodes } from '@/components/manage/settings/recovery-codes';
import {
  ConfirmSetupForm,
  StartSetupForm,
  type RecoveryCodeList,
  type TwoFactorSetup,
} from '@/components/manage/settings/two-factor-setup';
import { buttonClasses } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

/**
 * The guest's two-factor setup, the one step before any audit opens: the same forms as a member's Settings, then
 * the recovery codes shown once and the way on to the audits.
 */
export function GuestTwoFactor({
  on,
  account,
  actions,
}: {
  on: boolean;
  account: string;
  actions: { start: FormAction<TwoFactorSetup>; confirm: FormAction<RecoveryCodeList> };
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState(on);
  const onwards = (
    <Link href="/auditor" className={buttonClasses('primary')}>
      Open your audits
    </Link>
  );
  if (codes) return <RecoveryCodes codes={codes} account={account} onDone={() => (setCodes(null), setDone(true))} />;
  if (done)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">Two-factor authentication is on for your account.</p>
        {onwards}
      </div>
    );
  return setup ? (
    <ConfirmSetupForm setup={setup} action={actions.confirm} onConfirmed={(list) => setCodes(list.recoveryCodes)} />
  ) : (
    <StartSetupForm action={actions.start} onStarted={setSetup} />
  );
}
