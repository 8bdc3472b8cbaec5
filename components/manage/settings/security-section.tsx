import { OtherSessionsForm } from './other-sessions-form';
import { PasswordForm } from './password-form';
import type { FormAction } from './types';

function sessionsText(count: number): string {
  return count <= 1 ? '1 active session (this browser)' : `${count} active sessions, this browser included`;
}

/**
 * Security: the password and the active sessions. With a sign-in provider (`sessionCount` null) both live at
 * the provider, so only that is said.
 */
export function SecuritySection({
  sessionCount,
  changePassword,
  endOtherSessions,
}: {
  sessionCount: number | null;
  changePassword: FormAction<{ changed: true }>;
  endOtherSessions: FormAction<{ ended: number }>;
}) {
  if (sessionCount === null) return <p className="text-sm text-slate-700">Your password is managed by your sign-in provider.</p>;
  return (
    <div className="space-y-8">
      <PasswordForm action={changePassword} />
      <section aria-labelledby="sessions-heading" className="space-y-3 border-t border-slate-200 pt-6">
        <h3 id="sessions-heading" className="text-base font-semibold text-slate-900">
          Active Sessions
        </h3>
        <p className="text-sm text-slate-700">{sessionsText(sessionCount)}</p>
        <OtherSessionsForm action={endOtherSessions} />
      </section>
    </div>
  );
}
