import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { RowActions } from '@/components/manage/records/row-actions';
import { policyStatusLabels, type Policy, type PolicyStatus } from '@/lib/schemas/policy';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { policyActionsFor } from '@/lib/domain/row-actions';

const statusTones: Record<PolicyStatus, BadgeTone> = { approved: 'success', review: 'warning', draft: 'neutral', expired: 'danger' };
const columns = ['Policy', 'Status', 'Frameworks', 'Owner', 'Last Updated', 'Review Due', 'Actions'] as const;

/** The policy table with each status's actions (spec §2.4). */
export function PolicyTable({ items }: { items: readonly Policy[] }) {
  return (
    <RecordTable caption="Policies" columns={columns} empty={items.length === 0}>
      {items.map((item) => (
        <tr key={item.id}>
          <td className={cellClass}>
            <p className="font-medium text-slate-900">
              {item.name} <span className="font-normal text-slate-600">{item.version}</span>
            </p>
            {item.description && <p className="text-xs text-slate-600">{item.description}</p>}
          </td>
          <td className={cellClass}>
            <Badge tone={statusTones[item.status]}>{policyStatusLabels[item.status]}</Badge>
          </td>
          <td className={cellClass}>
            <div className="flex flex-wrap gap-1">
              {item.frameworks.map((framework) => (
                <Badge key={framework} tone="info">
                  {frameworkLabels[framework]}
                </Badge>
              ))}
            </div>
          </td>
          <td className={cellClass}>{item.owner}</td>
          <td className={cellClass}>{item.lastUpdated}</td>
          <td className={cellClass}>{item.reviewDue}</td>
          <td className={cellClass}>
            <RowActions actions={policyActionsFor(item.status)} recordName={item.name} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
