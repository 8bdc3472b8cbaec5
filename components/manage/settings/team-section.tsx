'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { PendingInvitation, TeamMember } from '@/lib/schemas/organization/settings';
import { AdminNote } from './admin-note';
import { EditRoleForm } from './edit-role-form';
import { InviteMemberForm } from './invite-member-form';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { ConfirmActionForm } from './confirm-action-form';
import { RolesExplained } from './roles-explained';
import type { FormAction, InvitationItem } from './types';

/** The team actions; the page hands them only to those whose role may manage the team. */
export type TeamActions = {
  invite: FormAction<PendingInvitation>;
  withdraw: FormAction<{ id: string }>;
  changeRole: FormAction<TeamMember>;
  remove: FormAction<{ id: string }>;
};

type Dialog = { kind: 'invite' } | { kind: 'role'; member: TeamMember } | { kind: 'remove'; member: TeamMember } | null;

/**
 * Team: members with their roles, pending invitations, and (for administrators) Invite, Edit Role, Remove and
 * Withdraw. The lists always come from the server: after a change the page is refreshed rather than patched here.
 */
export function TeamSection({
  members,
  invitations,
  manage,
}: {
  members: readonly TeamMember[];
  invitations: readonly InvitationItem[];
  manage: TeamActions | null;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = () => {
    close();
    router.refresh();
  };

  return (
    <div className="space-y-6">
      {manage ? (
        <div className="flex justify-end">
          <Button onClick={() => setDialog({ kind: 'invite' })}>Invite Team Member</Button>
        </div>
      ) : (
        <AdminNote>Only administrators can invite, change roles or remove members.</AdminNote>
      )}
      <MembersTable
        members={members}
        onEditRole={manage ? (member) => setDialog({ kind: 'role', member }) : undefined}
        onRemove={manage ? (member) => setDialog({ kind: 'remove', member }) : undefined}
      />
      <PendingInvitations invitations={invitations} withdraw={manage?.withdraw} onWithdrawn={() => router.refresh()} />
      <RolesExplained />
      {manage && (
        <>
          <Modal open={dialog?.kind === 'invite'} onClose={close} title="Invite Team Member">
            <InviteMemberForm action={manage.invite} onCancel={close} onInvited={done} />
          </Modal>
          <Modal
            open={dialog?.kind === 'role'}
            onClose={close}
            title={dialog?.kind === 'role' ? `Edit Role: ${dialog.member.name}` : 'Edit Role'}
          >
            {dialog?.kind === 'role' && (
              <EditRoleForm member={dialog.member} action={manage.changeRole} onCancel={close} onChanged={done} />
            )}
          </Modal>
          <Modal open={dialog?.kind === 'remove'} onClose={close} title="Remove Team Member" size="sm">
            {dialog?.kind === 'remove' && (
              <ConfirmActionForm
                field="memberId"
                recordId={dialog.member.id}
                question={`Remove ${dialog.member.name} (${dialog.member.email}) from the team? They lose access at once.`}
                confirmLabel="Remove"
                pendingLabel="Removing…"
                action={manage.remove}
                onCancel={close}
                onDone={done}
              />
            )}
          </Modal>
        </>
      )}
    </div>
  );
}
