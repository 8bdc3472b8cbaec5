import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { RowActions } from '@/components/manage/records/row-actions';
import { evidenceStatusLabels, evidenceTypeLabels, type Evidence, type EvidenceStatus } from '@/lib/schemas/evidence';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { evidenceRowActions } from '@/lib/domain/evidence-display';

const statusTones: Record<EvidenceStatus, BadgeTone> = { verified: 'success', pending: 'warning', failed: 'danger' };
const columns = ['Evidence', 'Type', 'Framework', 'Status', 'Date Collected', 'Actions'] as const;

/** The evidence library table with each status's row actions (a viewer's are View and Download only). */
export function EvidenceTable({ items, canEdit }: { items: readonly Evidence[]; canEdit: boolean }) {
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
            <Badge tone={statusTones[item.status]}>{evidenceStatusLabels[item.status]}</Badge>
          </td>
          <td className={cellClass}>{item.dateCollected}</td>
          <td className={cellClass}>
            <RowActions actions={evidenceRowActions(item.status, canEdit)} recordName={item.name} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
