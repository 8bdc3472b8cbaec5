'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { teamRoleInfo, teamRoles } from '@/lib/schemas/organization/settings';
import type { ScimGroupItem } from '@/lib/schemas/scim/records';
import type { FormAction } from './types';

const noCheck = () => null;

function GroupRoleForm({ group, action }: { group: ScimGroupItem; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: () => router.refresh() });
  const label = `Role given by ${group.name}`;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input type="hidden" name="groupId" value={group.id} />
      <select
        name="role"
        aria-label={label}
        defaultValue={group.role ?? ''}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
      >
        <option value="">No role</option>
        {teamRoles.map((role) => (
          <option key={role} value={role}>
            {teamRoleInfo[role].label}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" className="px-3 py-1" disabled={pending} aria-label={`Save the role of ${group.name}`}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}

/** The groups the identity provider pushed, each with the role it gives its members. */
export function ScimGroupRoles({ groups, action }: { groups: readonly ScimGroupItem[]; action: FormAction<{ id: string }> }) {
  if (groups.length === 0) {
    return <p className="text-sm text-slate-600">No groups yet. Groups pushed by your identity provider appear here to be given a role.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {groups.map((group) => (
        <li key={group.id} className="flex flex-col gap-2 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-slate-900">
            <span className="font-medium">{group.name}</span>{' '}
            <span className="text-slate-600">
              · {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
            </span>
          </p>
          <GroupRoleForm group={group} action={action} />
        </li>
      ))}
    </ul>
  );
}
