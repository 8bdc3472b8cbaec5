'use client';

import { useState } from 'react';
import { z } from '@/lib/schemas/zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { useVisitState } from '@/components/manage/records/use-visit-state';
import { teamMemberSchema, teamRoleInfo, teamRoles, type TeamMember } from '@/lib/schemas/settings';
import { sampleTeam } from '@/lib/sample-data/settings';
import { EditRoleForm } from './edit-role-form';
import { InviteMemberForm } from './invite-member-form';

const teamSchema = z.array(teamMemberSchema);
const columns = ['Name', 'Email', 'Role', 'Actions'] as const;
type Dialog = { kind: 'invite' } | { kind: 'role'; member: TeamMember } | { kind: 'remove'; member: TeamMember } | null;

/** Team: members with their roles, Invite Team Member, Edit Role and Remove. */
export function TeamSection() {
  const notify = useToast();
  const [team, setTeam] = useVisitState('settings:team', teamSchema, sampleTeam as TeamMember[]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ kind: 'invite' })}>Invite Team Member</Button>
      </div>
      <RecordTable caption="Team members" columns={columns} empty={team.length === 0}>
        {team.map((member) => (
          <tr key={member.id}>
            <td className={`${cellClass} font-medium text-slate-900`}>{member.name}</td>
            <td className={cellClass}>{member.email}</td>
            <td className={cellClass}>
              <p className="font-medium text-slate-900">{teamRoleInfo[member.role].label}</p>
              <p className="text-xs text-slate-600">{teamRoleInfo[member.role].description}</p>
            </td>
            <td className={cellClass}>
              <div className="flex gap-2">
                <Button variant="secondary" className="px-3 py-1" aria-label={`Edit Role of ${member.name}`} onClick={() => setDialog({ kind: 'role', member })}>
                  Edit Role
                </Button>
                <Button variant="secondary" className="px-3 py-1" aria-label={`Remove ${member.name}`} onClick={() => setDialog({ kind: 'remove', member })}>
                  Remove
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </RecordTable>
      <section aria-labelledby="roles-heading">
        <h3 id="roles-heading" className="text-base font-semibold text-slate-900">
          Roles
        </h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          {teamRoles.map((role) => (
            <div key={role} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm font-semibold text-slate-900">{teamRoleInfo[role].label}</dt>
              <dd className="text-sm text-slate-600">{teamRoleInfo[role].description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Modal open={dialog?.kind === 'invite'} onClose={close} title="Invite Team Member">
        <InviteMemberForm
          onCancel={close}
          onCreated={(member) => {
            setTeam((current) => [...current, member]);
            close();
          }}
        />
      </Modal>
      <Modal open={dialog?.kind === 'role'} onClose={close} title={dialog?.kind === 'role' ? `Edit Role: ${dialog.member.name}` : 'Edit Role'}>
        {dialog?.kind === 'role' && (
          <EditRoleForm
            member={dialog.member}
            onCancel={close}
            onChanged={(change) => {
              setTeam((current) => current.map((member) => (member.id === change.memberId ? { ...member, role: change.role } : member)));
              close();
            }}
          />
        )}
      </Modal>
      <Modal open={dialog?.kind === 'remove'} onClose={close} title="Remove Team Member" size="sm">
        {dialog?.kind === 'remove' && (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              Remove {dialog.member.name} ({dialog.member.email}) from the team? They lose access at once.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  const removed = dialog.member;
                  setTeam((current) => current.filter((member) => member.id !== removed.id));
                  notify(`${removed.name} was removed from the team.`, 'success');
                  close();
                }}
              >
                Remove
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
