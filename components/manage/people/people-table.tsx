import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { personStatusLabels, personStatusOn, type PersonStatus } from '@/lib/domain/people/rules';
import type { Person } from '@/lib/schemas/people/records';

export const personStatusTones: Record<PersonStatus, BadgeTone> = { upcoming: 'info', active: 'success', departed: 'neutral' };
const columns = ['Name', 'Department', 'Manager', 'Start date', 'Status'] as const;

/** The people of the page: name and email (a link to the person), department, manager, start date and status on `today`. */
export function PeopleTable({ rows, today }: { rows: readonly Person[]; today: string }) {
  return (
    <RecordTable caption="People" columns={columns} empty={rows.length === 0}>
      {rows.map((person) => {
        const status = personStatusOn(person, today);
        return (
          <tr key={person.id}>
            <td className={cellClass}>
              <Link
                href={`/manage/people/${person.id}`}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {person.name}
              </Link>
              <p className="text-xs text-slate-600">{person.email}</p>
            </td>
            <td className={cellClass}>{person.department || <span className="text-slate-500">None</span>}</td>
            <td className={cellClass}>{person.managerName ?? <span className="text-slate-500">None</span>}</td>
            <td className={cellClass}>{person.startDate}</td>
            <td className={cellClass}>
              <div className="flex flex-wrap gap-1">
                <Badge tone={personStatusTones[status]}>
                  {status === 'departed' ? `Left ${person.endDate}` : personStatusLabels[status]}
                </Badge>
                {person.memberId && <Badge tone="info">Member</Badge>}
              </div>
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
