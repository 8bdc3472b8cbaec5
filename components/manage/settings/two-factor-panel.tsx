'use client';

import { useEffect, useState } from 'react';
import { SSO_SECOND_FACTOR_MISSING } from '@/lib/schemas/organization/two-factor-texts';
import { RecoveryCodes } from './recovery-codes';
import { RegenerateCodesForm, TurnOffForm } from './two-factor-on-forms';
import { ConfirmSetupForm, StartSetupForm, type RecoveryCodeList, type TwoFactorSetup } from './two-factor-setup';
import type { FormAction } from './types';

export type TwoFactorStatus = {
  on: boolean;
  /** When it was turned on, formatted by the page. */
  since: string | null;
  recoveryCodesLeft: number;
  /** The organization requires it and it is not on yet: the rest of the product waits for it. */
  owed: boolean;
  /** The account's e-mail, named in the recovery codes file. */
  account: string;
};

export type TwoFactorActions = {
  start: FormAction<TwoFactorSetup>;
  confirm: FormAction<RecoveryCodeList>;
  regenerate: FormAction<RecoveryCodeList>;
  turnOff: FormAction<{ off: true }>;
};

function codesLeftText(left: number): string {
  return left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`;
}

/**
 * Two-factor authentication of one's own account: set up (QR code, setup key, a code to confirm), the recovery
 * codes shown once, then new codes or turning it off. Kept in one component, so the codes stay on screen while
 * the page reads the new state.
 */
export function TwoFactorPanel({ status, actions }: { status: TwoFactorStatus; actions: TwoFactorActions }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // A sign-in through the provider that confirmed no second factor lands here (`sso_second_factor=missing`).
  const [afterSignOn, setAfterSignOn] = useState(false);
  useEffect(() => {
    // Read once after hydration, so the server-rendered page does not depend on the query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAfterSignOn(new URLSearchParams(window.location.search).get('sso_second_factor') === 'missing');
  }, []);
  const showCodes = ({ recoveryCodes }: RecoveryCodeList) => {
    setSetup(null);
    setCodes(recoveryCodes);
  };

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <h3 id="two-factor-heading" className="text-base font-semibold text-slate-900">
        Two-Factor Authentication
      </h3>
      {status.owed && (
        <p role="status" className="rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your organization requires two-factor authentication. Set it up to continue using Complia.
          {afterSignOn && <span className="mt-1 block">{SSO_SECOND_FACTOR_MISSING}</span>}
        </p>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} account={status.account} onDone={() => setCodes(null)} />
      ) : status.on ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-700">
            <span className="font-medium text-emerald-800">On</span>
            {status.since ? ` since ${status.since}.` : '.'} Signing in asks for a code from your authenticator app.{' '}
            {codesLeftText(status.recoveryCodesLeft)}
          </p>
          <RegenerateCodesForm action={actions.regenerate} onCodes={showCodes} />
          <TurnOffForm action={actions.turnOff} />
        </div>
      ) : setup ? (
        <ConfirmSetupForm setup={setup} action={actions.confirm} onConfirmed={showCodes} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Off. With two-factor authentication, signing in also asks for a code from an authenticator app on your phone.
          </p>
          <StartSetupForm action={actions.start} onStarted={setSetup} />
        </div>
      )}
    </section>
  );
}
