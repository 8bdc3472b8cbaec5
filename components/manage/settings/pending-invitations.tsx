import { teamRoleInfo } from '@/lib/schemas/organization/settings';
import type { FormAction, InvitationItem } from './types';
import { WithdrawInvitationForm } from './withdraw-invitation-form';

/** Invitations sent and not yet accepted; `withdraw` is given only to those who may manage the team. */
export function PendingInvitations({
  invitations,
  withdraw,
  onWithdrawn,
}: {
  invitations: readonly InvitationItem[];
  withdraw?: FormAction<{ id: string }>;
  onWithdrawn: () => void;
}) {
  return (
    <section aria-labelledby="invitations-heading">
      <h3 id="invitations-heading" className="text-base font-semibold text-slate-900">
        Pending Invitations
      </h3>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No invitations are waiting to be accepted.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm font-medium text-slate-900">{invitation.email}</p>
                <p className="text-xs text-slate-600">
                  {teamRoleInfo[invitation.role].label} · Expires {invitation.expires}
                </p>
              </div>
              {withdraw && (
                <WithdrawInvitationForm invitationId={invitation.id} email={invitation.email} action={withdraw} onWithdrawn={onWithdrawn} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
