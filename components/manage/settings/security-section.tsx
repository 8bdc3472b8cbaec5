import { PROVIDER_MFA } from '@/lib/schemas/organization/two-factor-texts';
import { MfaRequirementSection, type MfaRequirement } from './mfa-requirement-form';
import { OtherSessionsForm } from './other-sessions-form';
import { PasswordForm } from './password-form';
import { TwoFactorPanel, type TwoFactorActions, type TwoFactorStatus } from './two-factor-panel';
import type { FormAction } from './types';

function sessionsText(count: number): string {
  return count <= 1 ? '1 active session (this browser)' : `${count} active sessions, this browser included`;
}

export type SecurityRequirement = { value: MfaRequirement; action: FormAction<MfaRequirement> | null };

/**
 * Security: the password, two-factor authentication, the active sessions and the organization's requirement of two-
 * factor authentication. With a sign-in provider (`sessionCount` null) the password, the sessions and the second
 * factor live at the provider, so only that is said.
 */
export function SecuritySection({
  sessionCount,
  changePassword,
  endOtherSessions,
  twoFactor,
  requirement,
}: {
  sessionCount: number | null;
  changePassword: FormAction<{ changed: true }>;
  endOtherSessions: FormAction<{ ended: number }>;
  twoFactor: { status: TwoFactorStatus; actions: TwoFactorActions } | null;
  requirement: SecurityRequirement;
}) {
  if (sessionCount === null || !twoFactor) {
    return (
      <div className="space-y-8">
        <div className="space-y-2">
          <p className="text-sm text-slate-700">Your password is managed by your sign-in provider.</p>
          <p className="text-sm text-slate-700">{PROVIDER_MFA}</p>
        </div>
        <MfaRequirementSection requirement={requirement.value} action={requirement.action} />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <TwoFactorPanel status={twoFactor.status} actions={twoFactor.actions} />
      {/* Until the setup the organization requires is done, nothing else here would be accepted. */}
      {!twoFactor.status.owed && (
        <>
          <div className="border-t border-slate-200 pt-6">
            <PasswordForm action={changePassword} />
          </div>
          <section aria-labelledby="sessions-heading" className="space-y-3 border-t border-slate-200 pt-6">
            <h3 id="sessions-heading" className="text-base font-semibold text-slate-900">
              Active Sessions
            </h3>
            <p className="text-sm text-slate-700">{sessionsText(sessionCount)}</p>
            <OtherSessionsForm action={endOtherSessions} />
          </section>
        </>
      )}
      <MfaRequirementSection requirement={requirement.value} action={requirement.action} />
    </div>
  );
}
