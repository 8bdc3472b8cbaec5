import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { evidenceStatusLabels, evidenceTypeLabels, type Evidence, type EvidenceStatus } from '@/lib/schemas/evidence/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { EvidenceRowActions } from './evidence-row-actions';
import { ExpiresSoonBadge } from './expires-soon-badge';

export const evidenceStatusTones: Record<EvidenceStatus, BadgeTone> = { verified: 'success', pending: 'warning', failed: 'danger' };
const columns = ['Evidence', 'Type', 'Framework', 'Status', 'Date Collected', 'Actions'] as const;

/** The evidence library table: each row's status (flagged Expired, Expires in N days or Archived) and its actions. */
export function EvidenceTable({
  items,
  canEdit,
  onArchive,
}: {
  items: readonly Evidence[];
  canEdit: boolean;
  onArchive: (item: Evidence) => void;
}) {
  return (
    <RecordTable caption="Evidence library" columns={columns} empty={items.length === 0}>
      {items.map((item) => (
        <tr key={item.id}>
          <td className={cellClass}>
            <p className="font-medium text-slate-900">{item.name}</p>
            {item.description && <p className="text-xs text-slate-600">{item.description}</p>}
          </td>
          <td className={cellClass}>{evidenceTypeLabels[item.type]}</td>
          <td className={cellClass}>{frameworkLabels[item.framework]}</td>
          <td className={cellClass}>
            <div className="flex flex-wrap gap-1">
              <Badge tone={evidenceStatusTones[item.status]}>{evidenceStatusLabels[item.status]}</Badge>
              {item.expired && <Badge tone="danger">Expired</Badge>}
              {item.expiresSoonIn !== null && <ExpiresSoonBadge days={item.expiresSoonIn} />}
              {item.archived && <Badge tone="neutral">Archived</Badge>}
            </div>
          </td>
          <td className={cellClass}>{item.dateCollected}</td>
          <td className={cellClass}>
            <EvidenceRowActions item={item} canEdit={canEdit} onArchive={onArchive} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
