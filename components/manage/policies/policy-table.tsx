import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { policyRowActions, type PolicyPermissions } from '@/lib/domain/policies/actions';
import { policyStatusLabels, type Policy, type PolicyStatus } from '@/lib/schemas/policies/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { PolicyRowActions, type PolicyStepActions } from './policy-row-actions';

export const policyStatusTones: Record<PolicyStatus, BadgeTone> = {
  approved: 'success',
  review: 'warning',
  draft: 'neutral',
  expired: 'danger',
};
const columns = ['Policy', 'Status', 'Frameworks', 'Owner', 'Last Updated', 'Review Due', 'Actions'] as const;

/** The policy table with each status's actions, as the member's role allows them. */
export function PolicyTable({
  items,
  permissions,
  steps,
}: {
  items: readonly Policy[];
  permissions: PolicyPermissions;
  steps: PolicyStepActions;
}) {
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
            <div className="flex flex-wrap gap-1">
              <Badge tone={policyStatusTones[item.status]}>{policyStatusLabels[item.status]}</Badge>
              {item.archived && <Badge tone="neutral">Archived</Badge>}
            </div>
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
            <PolicyRowActions
              actions={policyRowActions(item, permissions)}
              policyId={item.id}
              recordName={item.name}
              version={item.recordVersion}
              steps={steps}
            />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
