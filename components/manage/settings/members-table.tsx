import { Button } from '@/components/ui/button';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { teamRoleInfo, type TeamMember } from '@/lib/schemas/organization/settings';

/** The members with their roles; the Actions column (Edit Role, Remove) only for those who may manage the team. */
export function MembersTable({
  members,
  onEditRole,
  onRemove,
}: {
  members: readonly TeamMember[];
  onEditRole?: (member: TeamMember) => void;
  onRemove?: (member: TeamMember) => void;
}) {
  const manage = Boolean(onEditRole && onRemove);
  const columns = manage ? ['Name', 'Email', 'Role', 'Actions'] : ['Name', 'Email', 'Role'];
  return (
    <RecordTable caption="Team members" columns={columns} empty={members.length === 0}>
      {members.map((member) => (
        <tr key={member.id}>
          <td className={`${cellClass} font-medium text-slate-900`}>{member.name}</td>
          <td className={cellClass}>{member.email}</td>
          <td className={cellClass}>
            <p className="font-medium text-slate-900">{teamRoleInfo[member.role].label}</p>
            <p className="text-xs text-slate-600">{teamRoleInfo[member.role].description}</p>
          </td>
          {manage && (
            <td className={cellClass}>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={`Edit Role of ${member.name}`}
                  onClick={() => onEditRole?.(member)}
                >
                  Edit Role
                </Button>
                <Button variant="secondary" className="px-3 py-1" aria-label={`Remove ${member.name}`} onClick={() => onRemove?.(member)}>
                  Remove
                </Button>
              </div>
            </td>
          )}
        </tr>
      ))}
    </RecordTable>
  );
}
